//! A pasted player list read line by line (issue 20): columns separated by tabs (a spreadsheet),
//! semicolons or commas; a first line naming the columns (Name, Surname, First name, Rating,
//! Title, Fed, FIDE ID, Sex, Born ..., in English or Italian) sets their order; without one,
//! the name comes first and each other value is recognised by its form (a FIDE title, a
//! 3-letter federation, a rating of up to 4 digits, a FIDE ID of 5 or more, m/w, a birth year
//! or date after the rating). "Surname, Firstname" stays one name (with commas as separators,
//! a second column of letters is the first name). Each value is checked as the TRF player
//! record holds it (`torre_core::trf::fields`); a line that cannot be read says why.

use crate::strings::{fill, tr};
use torre_core::trf::fields;
use torre_core::Player;

/// What a column holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Name,
    Surname,
    FirstName,
    Title,
    Rating,
    Federation,
    FideId,
    Sex,
    Birth,
    /// A header's column Torre does not keep (club, email ...).
    Other,
}

/// One pasted line as read: its number (1-based), and the player or why not.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub number: usize,
    pub player: Result<Player, String>,
}

/// The whole paste as read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Read {
    /// The columns a header line named (empty without one).
    pub header: Vec<Column>,
    pub lines: Vec<Line>,
}

impl Read {
    pub fn players(&self) -> Vec<Player> {
        self.lines.iter().filter_map(|l| l.player.as_ref().ok().cloned()).collect()
    }
    pub fn errors(&self) -> Vec<String> {
        self.lines.iter().filter_map(|l| l.player.as_ref().err().cloned()).collect()
    }
}

fn column_of(name: &str) -> Option<Column> {
    let n: String = name.trim().to_lowercase().chars().filter(|c| c.is_alphanumeric()).collect();
    Some(match n.as_str() {
        "name" | "player" | "nome" | "giocatore" | "fullname" => Column::Name,
        "surname" | "lastname" | "familyname" | "cognome" => Column::Surname,
        "firstname" | "givenname" | "forename" => Column::FirstName,
        "title" | "tit" | "titolo" => Column::Title,
        "rating" | "elo" | "fiderating" | "rtg" | "punteggio" => Column::Rating,
        "fed" | "federation" | "federazione" | "country" | "nation" => Column::Federation,
        "fideid" | "id" | "fidenumber" | "fideno" | "idfide" => Column::FideId,
        "sex" | "gender" | "sesso" => Column::Sex,
        "birth" | "born" | "birthyear" | "birthdate" | "yob" | "nascita" | "annodinascita" | "anno" => Column::Birth,
        "club" | "email" | "no" | "nr" | "rank" | "team" | "societa" | "squadra" => Column::Other,
        _ => return None,
    })
}

/// The separator of the whole paste: tabs, else semicolons, else commas.
fn separator(text: &str) -> char {
    if text.contains('\t') {
        '\t'
    } else if text.contains(';') {
        ';'
    } else {
        ','
    }
}

/// Read a pasted list.
pub fn read(text: &str) -> Read {
    let sep = separator(text);
    let mut out = Read::default();
    for (i, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        let cells: Vec<&str> = raw.split(sep).map(str::trim).collect();
        if out.lines.is_empty() && out.header.is_empty() {
            let named: Vec<Option<Column>> = cells.iter().map(|c| column_of(c)).collect();
            if named.iter().all(Option::is_some) && named.iter().any(|c| matches!(c, Some(Column::Name | Column::Surname))) {
                out.header = named.into_iter().flatten().collect();
                continue;
            }
        }
        let player = if out.header.is_empty() { by_form(&cells, sep) } else { by_header(&cells, &out.header) };
        let player = player.map_err(|why| fill(tr().paste_line_error, &[("n", &(i + 1)), ("line", &raw.trim()), ("why", &why)]));
        out.lines.push(Line { number: i + 1, player });
    }
    out
}

/// The problem with a value in words.
fn why(p: fields::Problem) -> String {
    crate::strings::problem_text(&p)
}

fn set(p: &mut Player, column: Column, value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Ok(());
    }
    match column {
        Column::Name => p.name = value.to_string(),
        Column::Surname => p.name = if p.name.is_empty() { value.to_string() } else { format!("{value}, {}", p.name) },
        Column::FirstName => p.name = if p.name.is_empty() { value.to_string() } else { format!("{}, {value}", p.name) },
        Column::Title => p.title = fields::title(value).map_err(why)?.unwrap_or_default(),
        Column::Rating => p.rating = fields::rating(value).map_err(why)?,
        Column::Federation => p.federation = fields::federation(value).map_err(why)?.0,
        Column::FideId => p.fide_id = fields::fide_id(value).map_err(why)?,
        Column::Sex => p.sex = fields::sex(value).map_err(|_| fill(tr().paste_bad_sex, &[("value", &value)]))?,
        Column::Birth => p.birth = fields::birth(value).map_err(why)?,
        Column::Other => {}
    }
    Ok(())
}

fn by_header(cells: &[&str], header: &[Column]) -> Result<Player, String> {
    let mut p = Player::default();
    for (column, value) in header.iter().zip(cells) {
        set(&mut p, *column, value)?;
    }
    if p.name.trim().is_empty() {
        return Err(tr().paste_no_name.to_string());
    }
    Ok(p)
}

/// Without a header: the name first, then each value by its form.
fn by_form(cells: &[&str], sep: char) -> Result<Player, String> {
    let mut p = Player { name: cells[0].to_string(), ..Default::default() };
    if p.name.is_empty() {
        return Err(tr().paste_no_name.to_string());
    }
    let mut rest = &cells[1..];
    // "Rossi, Mario, 1800" with commas as separators: the second column of letters is the first name
    if let Some(first) = rest.first().filter(|v| sep == ',' && is_first_name(v)) {
        p.name = format!("{}, {first}", p.name);
        rest = &rest[1..];
    }
    for v in rest.iter().filter(|v| !v.is_empty()) {
        let digits = v.chars().all(|c| c.is_ascii_digit());
        // m/w/f are a sex here, not the one-letter titles of old files
        let column = if matches!(fields::sex(v), Ok(Some(_))) && p.sex.is_none() {
            Column::Sex
        } else if fields::TITLES.contains(&v.to_ascii_uppercase().as_str()) && p.title.is_empty() {
            Column::Title
        } else if v.len() == 3 && v.chars().all(|c| c.is_ascii_alphabetic()) {
            Column::Federation
        } else if digits && v.len() >= 5 {
            Column::FideId
        } else if digits && p.rating.is_none() && p.birth.is_empty() && !(v.len() == 4 && p.fide_id.len() >= 5 && fields::birth(v).is_ok()) {
            Column::Rating
        } else if fields::birth(v).is_ok() {
            Column::Birth
        } else if v.chars().any(|c| c.is_ascii_digit()) {
            Column::Rating
        } else {
            return Err(fill(tr().paste_unknown_value, &[("value", v)]));
        };
        set(&mut p, column, v)?;
    }
    Ok(p)
}

/// A word that can only be a first name (letters, not a title, federation or sex).
fn is_first_name(v: &str) -> bool {
    v.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '-' || c == '\'')
        && v.chars().any(char::is_alphabetic)
        && !fields::TITLES.contains(&v.to_ascii_uppercase().as_str())
        && !matches!(fields::sex(v), Ok(Some(_)))
        && !(v.len() == 3 && v.chars().all(|c| c.is_ascii_uppercase()))
}

//! FIDE's published rating list, as FIDE distributes it, read without any browser type:
//!
//! - the fixed-column TXT lists (`players_list_foa.txt` with `SRtng`/`RRtng`/`BRtng`, and the
//!   single lists `standard_rating_list.txt`, `rapid_…`, `blitz_…` whose rating column is
//!   headed by the list's month, e.g. `MAR26`): [`txt`];
//! - the XML lists (`<playerslist><player><fideid>…`): [`xml`];
//! - either one inside a zip archive: [`zip`] finds the entry and where its data is (the
//!   caller inflates it: in the app, the browser's `DecompressionStream`).
//!
//! [`Parser`] takes the file's bytes in chunks of any size, so a 200,000-player list is read
//! while a progress bar moves; a line or element it cannot read stops it with a [`ListError`]
//! saying where (line and column, or byte offset) and what. [`stored`] is the compact text the
//! app keeps in IndexedDB; [`search`] finds players by name or FIDE ID.

pub mod search;
pub mod stored;
pub mod txt;
pub mod xml;
pub mod zip;

use std::fmt;

/// The three FIDE rating lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Standard,
    Rapid,
    Blitz,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Standard, Kind::Rapid, Kind::Blitz];
    pub fn index(self) -> usize {
        match self {
            Kind::Standard => 0,
            Kind::Rapid => 1,
            Kind::Blitz => 2,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Kind::Standard => "standard",
            Kind::Rapid => "rapid",
            Kind::Blitz => "blitz",
        }
    }
    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }
    /// The list a single-rating file holds, from its name (`rapid_rating_list.txt`,
    /// `blitz_mar26frl_xml.zip`); standard otherwise.
    pub fn of_file_name(name: &str) -> Kind {
        let n = name.to_ascii_lowercase();
        if n.contains("rapid") {
            Kind::Rapid
        } else if n.contains("blitz") {
            Kind::Blitz
        } else {
            Kind::Standard
        }
    }
}

/// One player of the list.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Entry {
    pub id: u32,
    /// "Surname, Given names" as FIDE writes it.
    pub name: String,
    pub federation: String,
    /// `M` or `F` as in the list (blank if absent).
    pub sex: String,
    /// The FIDE title (GM, IM, FM, CM) or, without one, the women's title (WGM, WIM, WFM, WCM).
    pub title: String,
    /// Standard, rapid, blitz (index [`Kind::index`]); `None`: unrated in that list.
    pub ratings: [Option<u16>; 3],
    pub birth_year: Option<u16>,
    /// FIDE's flag: `i` inactive, `w` woman, `wi` both.
    pub flag: String,
}

impl Entry {
    pub fn rating(&self, kind: Kind) -> Option<u16> {
        self.ratings[kind.index()]
    }
    /// The sex as TRF writes it: `m`, `w`, or `None`.
    pub fn trf_sex(&self) -> Option<char> {
        match self.sex.as_str() {
            "M" | "m" => Some('m'),
            "F" | "f" | "W" | "w" => Some('w'),
            _ => None,
        }
    }
    pub fn inactive(&self) -> bool {
        self.flag.contains('i')
    }
}

/// What the file says about itself.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ListInfo {
    /// The lists whose rating the file carries (a combined list carries all three).
    pub kinds: Vec<Kind>,
    /// `YYYY-MM` of the list: from a single list's rating column (`MAR26`), else from the
    /// file name (`standard_mar26frl.zip`); `None` when neither says.
    pub date: Option<String>,
}

/// A rating list read whole.
#[derive(Clone, Debug, Default)]
pub struct RatingList {
    pub info: ListInfo,
    pub entries: Vec<Entry>,
}

/// Where a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Where {
    /// 1-based line and column (TXT lists).
    Line { line: usize, column: usize },
    /// 0-based byte offset in the (uncompressed) file, with its 1-based line (XML lists).
    Byte { offset: u64, line: usize },
    /// The file as a whole (zip container, empty file).
    File,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    pub at: Where,
    pub what: Problem,
}

impl ListError {
    pub fn file(what: Problem) -> Self {
        ListError { at: Where::File, what }
    }
}

/// The field of a player whose value is not a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    FideId,
    Rating,
    BirthYear,
}

/// What cannot be read, with the values the message quotes: the app words each in the
/// arbiter's language (web/i18n/*/rating-list.txt); [`fmt::Display`] is the English text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    /// A TXT file's first line is not a list's header (`found`: its start).
    NotAHeader { found: String },
    /// A TXT line ends before the Name column (1-based).
    ShortLine { name_column: usize, line: String },
    /// `value` as the file has it: `"25B8"` (TXT) or `<rating>25B8</rating>` (XML).
    NotANumber { field: Field, value: String },
    /// XML: a tag without its `>`.
    TagNotClosed,
    /// XML: `<name>` without `</name>` inside a `<player>`.
    NoClosingTag { name: String },
    NoFideId,
    /// XML: the file ends inside a `<player>`.
    CutInsidePlayer,
    NoPlayer,
    ZipNoEnd,
    Zip64,
    ZipDirectoryPastEnd { from: u64, to: u64, len: u64 },
    ZipDirectoryDamaged { at: u64 },
    ZipNoList { holds: Vec<String> },
    ZipMethod { name: String, method: u16 },
    ZipNoLocalHeader { name: String, at: u64 },
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::FideId => "the FIDE ID",
            Field::Rating => "the rating",
            Field::BirthYear => "the birth year",
        })
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "the file is empty"),
            Problem::NotAHeader { found } => write!(f, "this is not the header of a FIDE rating list (expected the columns \"ID Number  Name  Fed  Sex  Tit … SRtng … B-day  Flag\" or a month such as MAR26 as rating column), found \"{found}\""),
            Problem::ShortLine { name_column, line } => write!(f, "the line ends before the Name column (column {name_column}): \"{line}\""),
            Problem::NotANumber { field, value } => write!(f, "{field} {value} is not a number"),
            Problem::TagNotClosed => write!(f, "a tag is not closed with \">\" inside <player>"),
            Problem::NoClosingTag { name } => write!(f, "<{name}> has no </{name}> inside <player>"),
            Problem::NoFideId => write!(f, "a <player> without <fideid>"),
            Problem::CutInsidePlayer => write!(f, "the file ends inside a <player> (cut short?)"),
            Problem::NoPlayer => write!(f, "no <player> element: this XML file is not a FIDE rating list"),
            Problem::ZipNoEnd => write!(f, "the zip file has no end-of-central-directory record (cut short or not a zip)"),
            Problem::Zip64 => write!(f, "the zip file is a Zip64 archive, which Torre does not read"),
            Problem::ZipDirectoryPastEnd { from, to, len } => write!(f, "the zip file's directory (bytes {from}-{to}) lies past its end ({len} bytes): the file is cut short"),
            Problem::ZipDirectoryDamaged { at } => write!(f, "the zip directory is damaged at byte {at}"),
            Problem::ZipNoList { holds } => write!(f, "the zip file holds no .txt or .xml list (it holds: {})", holds.join(", ")),
            Problem::ZipMethod { name, method } => write!(f, "{name} is compressed with zip method {method}; Torre reads stored (0) and deflate (8)"),
            Problem::ZipNoLocalHeader { name, at } => write!(f, "the zip file is damaged: no local header for {name} at byte {at}"),
        }
    }
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Where::Line { line, column } => write!(f, "line {line}, column {column}: {}", self.what),
            Where::Byte { offset, line } => write!(f, "byte {offset} (line {line}): {}", self.what),
            Where::File => write!(f, "{}", self.what),
        }
    }
}

impl std::error::Error for ListError {}

/// `YYYY-MM` from a month code like `MAR26` / `mar26` (the single lists' rating column, FIDE's
/// archive file names).
pub fn month_code(code: &str) -> Option<String> {
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    let c = code.to_ascii_lowercase();
    if c.len() != 5 || !c.is_ascii() {
        return None;
    }
    let m = MONTHS.iter().position(|m| c.starts_with(m))?;
    let yy: u16 = c[3..].parse().ok()?;
    if !c[3..].bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(format!("{}-{:02}", 2000 + yy, m + 1))
}

/// The list's month named in a file name (`standard_mar26frl_xml.zip` → `2026-03`).
pub fn date_in_file_name(name: &str) -> Option<String> {
    let n = name.to_ascii_lowercase();
    let b = n.as_bytes();
    (0..b.len().saturating_sub(4)).find_map(|i| {
        let starts_word = i == 0 || !b[i - 1].is_ascii_alphabetic();
        let ends = b.get(i + 5).is_none_or(|c| !c.is_ascii_digit());
        if starts_word && ends { n.get(i..i + 5).and_then(month_code) } else { None }
    })
}

/// Text of a field: UTF-8 when it is, else Latin-1 (FIDE's older files).
pub(crate) fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    }
}

/// A rating or birth year field: blank or 0 is `None`; anything but digits is an error.
pub(crate) fn number(field: &str) -> Result<Option<u16>, ()> {
    let f = field.trim();
    if f.is_empty() {
        return Ok(None);
    }
    match f.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(_) => Err(()),
    }
}

/// The title a player gets from the list: the open title, else the women's title.
pub(crate) fn title_of(open: &str, women: &str) -> String {
    let t = open.trim();
    if t.is_empty() { women.trim().to_string() } else { t.to_string() }
}

enum Format {
    Txt(txt::Reader),
    Xml(xml::Reader),
}

/// Reads a rating list (TXT or XML, told apart by the first character) fed in chunks.
pub struct Parser {
    file_name: String,
    format: Option<Format>,
    /// The bytes seen before the format is known (leading blank space).
    start: Vec<u8>,
    entries: Vec<Entry>,
}

impl Parser {
    /// `file_name`: the file's (or zip entry's) name, which tells a single list's kind and,
    /// for XML lists, the month.
    pub fn new(file_name: &str) -> Self {
        Parser { file_name: file_name.to_string(), format: None, start: Vec::new(), entries: Vec::new() }
    }

    pub fn players(&self) -> usize {
        self.entries.len()
    }

    pub fn feed(&mut self, chunk: &[u8]) -> Result<(), ListError> {
        if self.format.is_none() {
            self.start.extend_from_slice(chunk);
            let bom = if self.start.starts_with(&[0xEF, 0xBB, 0xBF]) { 3 } else { 0 };
            let Some(first) = self.start[bom..].iter().find(|b| !b.is_ascii_whitespace()) else { return Ok(()) };
            self.format = Some(if *first == b'<' {
                Format::Xml(xml::Reader::new(&self.file_name))
            } else {
                Format::Txt(txt::Reader::new(&self.file_name))
            });
            let start = std::mem::take(&mut self.start);
            return self.feed_known(&start[bom..]);
        }
        self.feed_known(chunk)
    }

    fn feed_known(&mut self, chunk: &[u8]) -> Result<(), ListError> {
        match self.format.as_mut() {
            Some(Format::Txt(r)) => r.feed(chunk, &mut self.entries),
            Some(Format::Xml(r)) => r.feed(chunk, &mut self.entries),
            None => Ok(()),
        }
    }

    pub fn finish(mut self) -> Result<RatingList, ListError> {
        let info = match self.format.take() {
            None => return Err(ListError::file(Problem::Empty)),
            Some(Format::Txt(r)) => r.finish(&mut self.entries)?,
            Some(Format::Xml(r)) => r.finish(&mut self.entries)?,
        };
        Ok(RatingList { info, entries: self.entries })
    }
}

/// Read a whole list held in memory (tests, the CLI).
pub fn parse(file_name: &str, bytes: &[u8]) -> Result<RatingList, ListError> {
    let mut p = Parser::new(file_name);
    p.feed(bytes)?;
    p.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_in_codes_and_file_names() {
        assert_eq!(month_code("MAR26").as_deref(), Some("2026-03"));
        assert_eq!(month_code("SRtng"), None);
        assert_eq!(date_in_file_name("standard_mar26frl_xml.zip").as_deref(), Some("2026-03"));
        assert_eq!(date_in_file_name("players_list_foa.txt"), None);
        assert_eq!(date_in_file_name("blitz_dec25frl.zip").as_deref(), Some("2025-12"));
    }

    #[test]
    fn kinds_from_file_names() {
        assert_eq!(Kind::of_file_name("rapid_rating_list.txt"), Kind::Rapid);
        assert_eq!(Kind::of_file_name("BLITZ_mar26frl.zip"), Kind::Blitz);
        assert_eq!(Kind::of_file_name("standard_rating_list.txt"), Kind::Standard);
    }

    #[test]
    fn empty_file_is_an_error() {
        assert_eq!(parse("x.txt", b"  \n\n").unwrap_err().to_string(), "the file is empty");
    }
}

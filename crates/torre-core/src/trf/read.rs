//! TRF reader: decoding (UTF-8 or Latin-1), line endings (LF, CRLF, CR), records, checks.

use super::TrfError;
use crate::model::*;
use crate::score::Score;

/// Largest pairing number a TRF-16 line can hold (4 columns).
const MAX_PLAYERS: usize = 9999;
/// Rounds beyond this are not a chess tournament but noise.
const MAX_ROUNDS: usize = 999;

#[derive(Clone, Copy, Debug, Default)]
pub struct ReadOptions {
    /// Points column that disagrees with the results is an error instead of a warning.
    pub strict: bool,
}

#[derive(Clone, Debug)]
pub struct ReadOutcome {
    pub tournament: Tournament,
    /// Problems that do not stop the file from being used (e.g. a wrong points column).
    pub warnings: Vec<TrfError>,
}

/// Read a TRF from text (already decoded).
pub fn read_str(text: &str, options: &ReadOptions) -> Result<ReadOutcome, TrfError> {
    Reader::default().run(text, options)
}

/// Read a TRF from raw bytes: UTF-8 when valid, otherwise Latin-1.
pub fn read(bytes: &[u8], options: &ReadOptions) -> Result<ReadOutcome, TrfError> {
    if bytes.is_empty() {
        return Err(TrfError::file("the file is empty"));
    }
    if bytes.contains(&0) {
        return Err(TrfError::file("not a TRF file: it contains NUL bytes (binary data)"));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => read_str(text.strip_prefix('\u{feff}').unwrap_or(text), options),
        Err(_) => {
            let text: String = bytes.iter().map(|&b| b as char).collect();
            read_str(&text, options)
        }
    }
}

/// Split on LF, CRLF or CR.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n').flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'))
}

/// A line as characters, with 1-based column access.
struct Cols<'a> {
    chars: Vec<char>,
    line_no: usize,
    _text: &'a str,
}

impl<'a> Cols<'a> {
    fn new(text: &'a str, line_no: usize) -> Self {
        Cols { chars: text.chars().collect(), line_no, _text: text }
    }
    /// Columns a..=b (1-based), padded with blanks past the end of the line.
    fn get(&self, a: usize, b: usize) -> String {
        (a..=b).map(|c| self.chars.get(c - 1).copied().unwrap_or(' ')).collect()
    }
    fn trimmed(&self, a: usize, b: usize) -> String {
        self.get(a, b).trim().to_string()
    }
    fn err(&self, a: usize, b: usize, msg: impl Into<String>) -> TrfError {
        TrfError::at(self.line_no, (a, b), msg)
    }
}

#[derive(Default)]
struct Reader {
    t: Tournament,
    /// (player id, line number) in file order.
    player_lines: Vec<(u32, usize)>,
    /// Raw XXA lines: (line, player, values).
    xxa: Vec<(usize, u32, Vec<Score>)>,
    /// XXZ players (absent in the round to be paired).
    xxz: Vec<(usize, u32)>,
    warnings: Vec<TrfError>,
    saw_record: bool,
}

impl Reader {
    fn run(mut self, text: &str, options: &ReadOptions) -> Result<ReadOutcome, TrfError> {
        let mut players: Vec<Option<Player>> = Vec::new();
        for (i, raw) in lines(text).enumerate() {
            let line_no = i + 1;
            let line = raw.trim_end();
            if line.trim().is_empty() {
                continue;
            }
            self.record(line, line_no, &mut players)?;
        }
        if !self.saw_record {
            return Err(TrfError::file("not a TRF file: no TRF records found (expected lines starting with 012, 001, ...)"));
        }
        if players.iter().all(|p| p.is_none()) {
            return Err(TrfError::file("no player records (001 lines) in the file"));
        }
        let n = players.len();
        for (idx, p) in players.iter().enumerate() {
            if p.is_none() {
                return Err(TrfError::file(format!(
                    "pairing numbers must run from 1 to {n} without gaps: player {} is missing",
                    idx + 1
                )));
            }
        }
        self.t.players = players.into_iter().flatten().collect();
        self.apply_extensions()?;
        self.check_games()?;
        self.check_points(options)?;
        Ok(ReadOutcome { tournament: self.t, warnings: self.warnings })
    }

    fn record(&mut self, line: &str, line_no: usize, players: &mut Vec<Option<Player>>) -> Result<(), TrfError> {
        let code: String = line.chars().take(3).collect();
        let rest: String = line.chars().skip(4).collect();
        let sep_ok = line.chars().nth(3).map_or(true, |c| c == ' ');
        let known_shape = code.len() == 3
            && (code.chars().all(|c| c.is_ascii_digit()) || code.chars().all(|c| c.is_ascii_uppercase()) || code == "###");
        if !known_shape || !sep_ok {
            if code.starts_with("###") || line.starts_with('#') {
                self.t.comments.push(line.to_string());
                return Ok(());
            }
            let shown: String = line.chars().take(20).collect();
            return Err(TrfError::at(line_no, (1, 3), format!("not a TRF record: expected a 3-character record code followed by a blank, found {shown:?}")));
        }
        self.saw_record = true;
        match code.as_str() {
            "001" => {
                let p = parse_player(line, line_no)?;
                let idx = p.id as usize - 1;
                if players.len() <= idx {
                    players.resize(idx + 1, None);
                }
                if let Some(prev) = self.player_lines.iter().find(|(id, _)| *id == p.id) {
                    return Err(TrfError::at(line_no, (5, 8), format!("duplicate pairing number {} (already used on line {})", p.id, prev.1)));
                }
                self.player_lines.push((p.id, line_no));
                players[idx] = Some(p);
            }
            "012" => self.t.info.name = rest.trim().to_string(),
            "022" => self.t.info.city = rest.trim().to_string(),
            "032" => self.t.info.federation = rest.trim().to_string(),
            "042" => self.t.info.start_date = rest.trim().to_string(),
            "052" => self.t.info.end_date = rest.trim().to_string(),
            "092" => self.t.info.kind = rest.trim().to_string(),
            "102" => self.t.info.chief_arbiter = rest.trim().to_string(),
            "112" => self.t.info.deputy_arbiters.push(rest.trim().to_string()),
            "122" => self.t.info.time_control = rest.trim().to_string(),
            "132" => {
                let cols = Cols::new(line, line_no);
                let mut dates = Vec::new();
                let mut start = 92;
                while start <= cols.chars.len() {
                    dates.push(cols.trimmed(start, start + 7));
                    start += 10;
                }
                while matches!(dates.last(), Some(d) if d.is_empty()) {
                    dates.pop();
                }
                self.t.info.round_dates = dates;
            }
            // counts derived from the player list: recomputed when writing
            "062" | "072" => {}
            "XXR" => {
                let v = rest.trim();
                let n: u32 = v.split_whitespace().next().and_then(|x| x.parse().ok()).filter(|&n| n >= 1 && n as usize <= MAX_ROUNDS).ok_or_else(|| {
                    TrfError::at(line_no, (5, 4 + v.len().max(1)), format!("XXR needs the number of rounds (1-{MAX_ROUNDS}), found {v:?}"))
                })?;
                self.t.total_rounds = Some(n);
            }
            "XXC" => {
                for word in rest.split_whitespace() {
                    match word {
                        "white1" => self.t.initial_colour = Some(Colour::White),
                        "black1" => self.t.initial_colour = Some(Colour::Black),
                        "rank" => {}
                        other => self.warnings.push(TrfError::line(line_no, format!("XXC option {other:?} ignored"))),
                    }
                }
            }
            "XXA" => {
                let cols = Cols::new(line, line_no);
                let id_text = cols.trimmed(5, 8);
                let id: u32 = id_text.parse().map_err(|_| cols.err(5, 8, format!("XXA needs a pairing number in columns 5-8, found {id_text:?}")))?;
                let mut values = Vec::new();
                for (k, word) in cols.get(9, cols.chars.len().max(9)).split_whitespace().enumerate() {
                    let v = Score::parse(word).ok_or_else(|| TrfError::line(line_no, format!("XXA value {} for player {id}: {word:?} is not a number of points", k + 1)))?;
                    values.push(v);
                }
                if values.len() > MAX_ROUNDS {
                    return Err(TrfError::line(line_no, "XXA has more values than rounds"));
                }
                self.xxa.push((line_no, id, values));
            }
            "XXP" => {
                let ids = parse_ids(&rest, line_no, "XXP")?;
                for (i, &a) in ids.iter().enumerate() {
                    for &b in &ids[i + 1..] {
                        self.t.forbidden_pairs.push((a.min(b), a.max(b)));
                    }
                }
            }
            "XXZ" => {
                for id in parse_ids(&rest, line_no, "XXZ")? {
                    self.xxz.push((line_no, id));
                }
            }
            "XXS" => {
                for item in rest.split_whitespace() {
                    let (k, v) = item.split_once('=').ok_or_else(|| TrfError::line(line_no, format!("XXS expects CODE=VALUE, found {item:?}")))?;
                    let v = Score::parse(v).ok_or_else(|| TrfError::line(line_no, format!("XXS {k}: {v:?} is not a number of points")))?;
                    let ps = &mut self.t.points;
                    match k {
                        "WW" | "BW" | "W" => ps.win = v,
                        "WD" | "BD" | "D" => ps.draw = v,
                        "WL" | "BL" => ps.loss = v,
                        "ZPB" => ps.zero_bye = v,
                        "HPB" => ps.half_bye = v,
                        "FPB" => ps.full_bye = v,
                        "PAB" => ps.pairing_allocated_bye = v,
                        "FW" => ps.forfeit_win = v,
                        "FL" => ps.forfeit_loss = v,
                        _ => self.warnings.push(TrfError::line(line_no, format!("XXS code {k:?} ignored"))),
                    }
                }
            }
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let v = Score::parse(rest.trim()).ok_or_else(|| TrfError::at(line_no, (5, 8), format!("{code} needs a number of points, found {:?}", rest.trim())))?;
                let ps = &mut self.t.points;
                match code.as_str() {
                    "BBW" => {
                        ps.win = v;
                        ps.forfeit_win = v;
                    }
                    "BBD" => ps.draw = v,
                    "BBL" => {
                        ps.loss = v;
                        ps.forfeit_loss = v;
                    }
                    "BBZ" => ps.zero_bye = v,
                    "BBF" => {
                        ps.full_bye = v;
                        ps.half_bye = if v == Score::ONE { Score::HALF } else { ps.half_bye };
                    }
                    _ => ps.pairing_allocated_bye = v,
                }
            }
            "XXY" | "XXT" => self.t.info.other.push((code, rest)),
            _ => self.t.info.other.push((code, rest)),
        }
        Ok(())
    }

    fn apply_extensions(&mut self) -> Result<(), TrfError> {
        let n = self.t.players.len() as u32;
        for (line, id, values) in std::mem::take(&mut self.xxa) {
            let p = self.t.player_mut(id).ok_or_else(|| TrfError::at(line, (5, 8), format!("XXA for player {id}, who does not exist ({n} players)")))?;
            p.acceleration = values;
        }
        for &(a, b) in &self.t.forbidden_pairs {
            if a == 0 || b > n {
                return Err(TrfError::file(format!("XXP names player {}, who does not exist ({n} players)", if a == 0 { a } else { b })));
            }
        }
        let next = self.t.rounds_paired() + 1;
        for (line, id) in std::mem::take(&mut self.xxz) {
            let p = self.t.player_mut(id).ok_or_else(|| TrfError::line(line, format!("XXZ names player {id}, who does not exist ({n} players)")))?;
            if p.round(next) == RoundEntry::NotPaired {
                p.set_round(next, RoundEntry::Bye(ByeKind::Zero));
            }
        }
        Ok(())
    }

    /// A game must appear on both lines with opposite colours and matching results.
    fn check_games(&self) -> Result<(), TrfError> {
        let n = self.t.players.len();
        for &(id, line) in &self.player_lines {
            let p = self.t.player(id).expect("read above");
            for (i, e) in p.rounds.iter().enumerate() {
                let round = i as u32 + 1;
                let cols = (92 + 10 * i, 95 + 10 * i);
                let RoundEntry::Game { opponent, colour, result } = *e else { continue };
                if opponent as usize > n {
                    return Err(TrfError::at(line, cols, format!("opponent {opponent:04} does not exist ({n} players)")).with_player(id));
                }
                if opponent == id {
                    return Err(TrfError::at(line, cols, format!("player {id} is paired against himself in round {round}")).with_player(id));
                }
                let other = self.t.player(opponent).expect("in range").round(round);
                let ok_partner = matches!(other, RoundEntry::Game { opponent: o, .. } if o == id);
                if !ok_partner {
                    return Err(TrfError::at(line, cols, format!(
                        "round {round}: player {id} is paired with {opponent}, but player {opponent}'s line shows {} in that round",
                        describe(&other)
                    )).with_player(id));
                }
                let RoundEntry::Game { colour: oc, result: or, .. } = other else { unreachable!() };
                if let (Some(a), Some(b)) = (colour, oc) {
                    if a == b {
                        return Err(TrfError::at(line, (cols.0 + 5, cols.0 + 5), format!(
                            "round {round}: colour conflict, players {id} and {opponent} both have {}",
                            if a == Colour::White { "white" } else { "black" }
                        )).with_player(id));
                    }
                }
                let double_forfeit = result == GameResult::ForfeitLoss && or == GameResult::ForfeitLoss;
                if !double_forfeit && or != result.mirrored() {
                    return Err(TrfError::at(line, (cols.0 + 7, cols.0 + 7), format!(
                        "round {round}: result {:?} of player {id} does not match result {:?} of player {opponent}",
                        result.code(), or.code()
                    )).with_player(id));
                }
            }
        }
        Ok(())
    }

    fn check_points(&mut self, options: &ReadOptions) -> Result<(), TrfError> {
        let rounds = self.t.rounds_in_file();
        for &(id, line) in &self.player_lines {
            let p = self.t.player(id).expect("read above");
            let Some(declared) = p.declared_points else { continue };
            let computed = self.t.score_after(id, rounds);
            if declared != computed {
                let e = TrfError::at(line, (81, 84), format!("points column says {declared} but the results give {computed}")).with_player(id);
                if options.strict {
                    return Err(e);
                }
                self.warnings.push(e);
            }
        }
        Ok(())
    }
}

fn describe(e: &RoundEntry) -> String {
    match e {
        RoundEntry::NotPaired => "no pairing".into(),
        RoundEntry::Bye(k) => format!("a bye ({})", k.code()),
        RoundEntry::Game { opponent, .. } => format!("a game against {opponent}"),
    }
}

fn parse_ids(rest: &str, line_no: usize, code: &str) -> Result<Vec<u32>, TrfError> {
    rest.split_whitespace()
        .map(|w| w.parse::<u32>().ok().filter(|&v| v >= 1).ok_or_else(|| TrfError::line(line_no, format!("{code}: {w:?} is not a pairing number"))))
        .collect()
}

fn parse_player(line: &str, line_no: usize) -> Result<Player, TrfError> {
    let c = Cols::new(line, line_no);
    let id_text = c.trimmed(5, 8);
    if id_text.is_empty() {
        return Err(c.err(5, 8, "player line without a pairing number (columns 5-8 are blank)"));
    }
    let id: u32 = id_text.parse().ok().filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS).ok_or_else(|| c.err(5, 8, format!("pairing number must be 1-{MAX_PLAYERS}, found {id_text:?}")))?;
    let err = |a: usize, b: usize, msg: String| c.err(a, b, msg).with_player(id);
    if c.chars.len() < 14 {
        return Err(err(1, c.chars.len(), "truncated player line: it ends before the name (column 15)".into()));
    }
    let sex = match c.get(10, 10).chars().next() {
        Some(' ') | None => None,
        Some(ch) => Some(ch),
    };
    let rating_text = c.trimmed(49, 52);
    let rating = if rating_text.is_empty() {
        None
    } else {
        let r: u32 = rating_text.parse().map_err(|_| err(49, 52, format!("rating must be a number, found {rating_text:?}")))?;
        if r == 0 {
            None
        } else {
            Some(r)
        }
    };
    let points_text = c.trimmed(81, 84);
    let declared_points = if points_text.is_empty() {
        None
    } else {
        Some(Score::parse(&points_text).ok_or_else(|| err(81, 84, format!("points must be a number like 4.5, found {points_text:?}")))?)
    };
    let rank_text = c.trimmed(86, 89);
    let rank = if rank_text.is_empty() {
        None
    } else {
        Some(rank_text.parse().map_err(|_| err(86, 89, format!("rank must be a number, found {rank_text:?}")))?)
    };
    let fide_id = c.trimmed(58, 68);
    if !fide_id.chars().all(|ch| ch.is_ascii_digit()) {
        return Err(err(58, 68, format!("FIDE id must be digits, found {fide_id:?}")));
    }
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= c.chars.len() {
        if rounds.len() >= MAX_ROUNDS {
            return Err(err(start, c.chars.len(), format!("more than {MAX_ROUNDS} rounds on one line")));
        }
        let round = rounds.len() + 1;
        let gap = c.get(start - 2, start - 1);
        if !gap.trim().is_empty() {
            return Err(err(start - 2, start - 1, format!("round {round}: expected blanks before the opponent (columns {}-{}), found {gap:?}", start - 2, start - 1)));
        }
        rounds.push(parse_round(&c, start, round).map_err(|e| e.with_player(id))?);
        start += 10;
    }
    while matches!(rounds.last(), Some(RoundEntry::NotPaired)) {
        rounds.pop();
    }
    Ok(Player {
        id,
        name: c.trimmed(15, 47),
        sex,
        title: c.trimmed(11, 13),
        rating,
        federation: c.trimmed(54, 56),
        fide_id,
        birth: c.trimmed(70, 79),
        declared_points,
        rank,
        rounds,
        acceleration: Vec::new(),
    })
}

fn parse_round(c: &Cols, start: usize, round: usize) -> Result<RoundEntry, TrfError> {
    let block = c.get(start, start + 7);
    if block.trim().is_empty() {
        return Ok(RoundEntry::NotPaired);
    }
    let opp_text = c.trimmed(start, start + 3);
    let colour_ch = c.get(start + 5, start + 5).chars().next().unwrap_or(' ');
    let result_ch = c.get(start + 7, start + 7).chars().next().unwrap_or(' ');
    let stray = c.get(start + 4, start + 4) + &c.get(start + 6, start + 6);
    if !stray.trim().is_empty() {
        return Err(c.err(start, start + 7, format!("round {round}: expected \"oooo c r\" (opponent, colour, result), found {block:?}")));
    }
    let opponent: u32 = if opp_text.is_empty() {
        0
    } else {
        opp_text.parse().map_err(|_| c.err(start, start + 3, format!("round {round}: opponent must be a pairing number, found {opp_text:?}")))?
    };
    let colour = match colour_ch {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        other => return Err(c.err(start + 5, start + 5, format!("round {round}: colour must be w, b or -, found {other:?}"))),
    };
    if opponent == 0 {
        if colour.is_some() {
            return Err(c.err(start + 5, start + 5, format!("round {round}: a bye has no colour, found {colour_ch:?}")));
        }
        if result_ch == ' ' {
            return Ok(RoundEntry::NotPaired);
        }
        let kind = ByeKind::from_code(result_ch).ok_or_else(|| c.err(start + 7, start + 7, format!("round {round}: unknown result code {result_ch:?} for a round without opponent (expected U, H, F, Z, + or -)")))?;
        return Ok(RoundEntry::Bye(kind));
    }
    let result = GameResult::from_code(result_ch).ok_or_else(|| c.err(start + 7, start + 7, format!("round {round}: unknown result code {result_ch:?} (expected 1, =, 0, +, -, W, D, L)")))?;
    if colour.is_none() && !result.is_forfeit() && result != GameResult::Pending {
        return Err(c.err(start + 5, start + 5, format!("round {round}: a game against {opponent} needs a colour (w or b)")));
    }
    Ok(RoundEntry::Game { opponent, colour, result })
}

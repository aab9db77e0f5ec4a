//! TRF reader: decoding (UTF-8 or Latin-1), line endings (LF, CRLF, CR), records, checks.
//!
//! Reads TRF-16 (C.04 Annex 2), the JaVaFo/bbpPairings TRF(x) extensions (XXR, XXC, XXA,
//! XXP, XXZ, XXS, BB?) and the TRF-2026 records 142, 152, 162, 192, 202, 240, 250 and 260.
//! Every error names the line and, where it can, the columns; nothing in here panics on
//! bad input, and the work is linear in the size of the file (a few bounded caps below).

use super::edition::{self, TypeCode};
use super::TrfError;
use crate::model::*;
use crate::score::Score;

/// Largest pairing number a TRF-16 line can hold (4 columns).
const MAX_PLAYERS: usize = 9999;
/// Rounds beyond this are not a chess tournament but noise.
const MAX_ROUNDS: usize = 999;
/// Points values (point system, acceleration) are kept within ±999.9 so that no sum over
/// `MAX_ROUNDS` rounds can overflow.
pub(super) const MAX_POINTS: i32 = 9999;
/// Forbidden pairs (XXP / 260 expand to every pair of the listed players): a bound so that a
/// hostile line cannot make the reader allocate without end.
const MAX_FORBIDDEN_PAIRS: usize = 1_000_000;
/// No TRF record is this long (a 001 line of 999 rounds has 10,081 columns; a 240 record
/// naming every one of 9999 players about 50,000): longer lines are refused before they are
/// split into columns, which bounds the memory a line can take.
const MAX_LINE_CHARS: usize = 100_000;

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
        return Err(TrfError::file("not a TRF file: the file is empty"));
    }
    // Windows "Unicode" text (Notepad's default for some files): two bytes per character
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(TrfError::line(1, "not a TRF file as written: it is UTF-16 text; save it as UTF-8 (or ANSI/Latin-1)"));
    }
    if let Some(pos) = bytes.iter().position(|&b| b == 0) {
        let line = bytes[..pos].iter().filter(|&&b| b == b'\n').count() + 1;
        return Err(TrfError::line(line, format!("not a TRF file: it contains a NUL byte (binary data) at byte offset {pos}")));
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
struct Cols {
    chars: Vec<char>,
    line_no: usize,
}

impl Cols {
    fn new(text: &str, line_no: usize) -> Self {
        Cols { chars: text.chars().collect(), line_no }
    }
    fn len(&self) -> usize {
        self.chars.len()
    }
    /// Columns a..=b (1-based), padded with blanks past the end of the line.
    fn get(&self, a: usize, b: usize) -> String {
        (a..=b).map(|c| self.chars.get(c - 1).copied().unwrap_or(' ')).collect()
    }
    fn ch(&self, a: usize) -> char {
        self.chars.get(a - 1).copied().unwrap_or(' ')
    }
    fn trimmed(&self, a: usize, b: usize) -> String {
        self.get(a, b).trim().to_string()
    }
    fn err(&self, a: usize, b: usize, msg: impl Into<String>) -> TrfError {
        TrfError::at(self.line_no, (a, b.max(a)), msg)
    }
}

/// A points value within the bounds the model can add up safely.
fn points_value(text: &str) -> Option<Score> {
    Score::parse(text).filter(|s| s.0.abs() <= MAX_POINTS)
}

/// A 240 record: byes requested for a round.
struct ByeRecord {
    line: usize,
    kind: ByeKind,
    round: u32,
    players: Vec<(u32, (usize, usize))>,
}

/// A 250 record: fictitious points for a range of players and rounds.
struct AccelRecord {
    line: usize,
    value: Score,
    rounds: (u32, u32),
    players: (u32, u32),
}

/// An XXP or 260 record: players who must not meet (260: in the given rounds).
struct ForbiddenRecord {
    line: usize,
    rounds: Option<(u32, u32)>,
    players: Vec<u32>,
}

#[derive(Default)]
struct Reader {
    t: Tournament,
    /// Line number of each player's 001 record, index = pairing number - 1 (0 = none yet).
    player_line: Vec<usize>,
    /// Raw XXA lines: (line, player, values).
    xxa: Vec<(usize, u32, Vec<Score>)>,
    /// XXZ players (absent in the round to be paired).
    xxz: Vec<(usize, u32)>,
    byes: Vec<ByeRecord>,
    accel: Vec<AccelRecord>,
    forbidden: Vec<ForbiddenRecord>,
    /// 142 / XXR with their lines, to report a disagreement.
    rounds_decl: Vec<(usize, &'static str, u32)>,
    colour_decl: Vec<(usize, &'static str, Colour)>,
    type_code: Option<(usize, TypeCode)>,
    warnings: Vec<TrfError>,
    saw_record: bool,
    /// 001 records in the order of their lines, with their line numbers.
    lines_001: Vec<(usize, Player)>,
    /// `XXC rank` (first line that said it): players numbered by the order of their lines.
    rank_line: Option<usize>,
    /// Under `XXC rank`: the file's pairing number -> position (1-based) among the 001 lines.
    positional: std::collections::HashMap<u32, u32>,
    /// Line of the 042 record (start date), 0 if none.
    start_date_line: usize,
    /// XXS values given for one colour (WW, BW, WD, BD, WL, BL), to tell when the two colours
    /// of a result are given different points.
    xxs_by_colour: Vec<(&'static str, Score)>,
}

impl Reader {
    fn run(mut self, text: &str, options: &ReadOptions) -> Result<ReadOutcome, TrfError> {
        for (i, raw) in lines(text).enumerate() {
            let line_no = i + 1;
            let line = raw.trim_end();
            if line.trim().is_empty() {
                continue;
            }
            if line.len() > MAX_LINE_CHARS && line.chars().count() > MAX_LINE_CHARS {
                return Err(TrfError::line(line_no, format!(
                    "not a TRF line: it is longer than {MAX_LINE_CHARS} characters (no TRF record is)"
                )));
            }
            self.record(line, line_no)?;
        }
        if !self.saw_record {
            return Err(TrfError::file("not a TRF file: no TRF records found (expected lines starting with a record code such as 012 or 001)"));
        }
        if self.lines_001.is_empty() {
            return Err(TrfError::file("not a TRF file: no player records (001 lines)"));
        }
        if self.rank_line.is_some() {
            self.number_by_position()?;
        } else {
            self.number_by_pairing_number()?;
        }
        self.settle_declarations()?;
        self.apply_extensions()?;
        self.check_games()?;
        self.check_rounds()?;
        self.check_points(options)?;
        self.apply_byes()?;
        Ok(ReadOutcome { tournament: self.t, warnings: self.warnings })
    }

    fn record(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let code: String = line.chars().take(3).collect();
        let rest: String = line.chars().skip(4).collect();
        let sep_ok = line.chars().nth(3).map_or(true, |c| c == ' ');
        if code.starts_with("###") || line.starts_with('#') {
            self.t.comments.push(line.to_string());
            return Ok(());
        }
        let known_shape = code.chars().count() == 3
            && (code.chars().all(|c| c.is_ascii_digit()) || code.chars().all(|c| c.is_ascii_uppercase()));
        if !known_shape || !sep_ok {
            let shown: String = line.chars().take(20).collect();
            return Err(TrfError::at(line_no, (1, 4), format!(
                "not a TRF record: expected a 3-character record code (such as 001 or 012) followed by a blank, found {shown:?}"
            )));
        }
        self.saw_record = true;
        match code.as_str() {
            "001" => {
                let p = parse_player(line, line_no, &mut self.warnings)?;
                self.lines_001.push((line_no, p));
            }
            "012" => self.t.info.name = rest.trim().to_string(),
            "022" => self.t.info.city = rest.trim().to_string(),
            "032" => self.t.info.federation = rest.trim().to_string(),
            "042" => {
                self.t.info.start_date = rest.trim().to_string();
                self.start_date_line = line_no;
            }
            "052" => self.t.info.end_date = rest.trim().to_string(),
            "092" => self.t.info.kind = rest.trim().to_string(),
            "102" => self.t.info.chief_arbiter = rest.trim().to_string(),
            "112" => self.t.info.deputy_arbiters.push(rest.trim().to_string()),
            "122" => self.t.info.time_control = rest.trim().to_string(),
            "132" => self.read_132(line, line_no)?,
            // counts derived from the player list: recomputed when writing
            "062" | "072" => {}
            "XXR" | "142" => {
                let v = rest.trim();
                let n: u32 = v.split_whitespace().next().and_then(|x| x.parse().ok()).filter(|&n| n >= 1 && n as usize <= MAX_ROUNDS).ok_or_else(|| {
                    TrfError::at(line_no, (5, 4 + v.chars().count().max(1)), format!("{code} needs the number of rounds (1-{MAX_ROUNDS}), found {v:?}"))
                })?;
                let name = if code == "XXR" { "XXR" } else { "142" };
                self.rounds_decl.push((line_no, name, n));
            }
            "XXC" => self.read_xxc(&rest, line_no),
            "152" => {
                let v = rest.trim();
                let c = match v {
                    "W" | "w" => Colour::White,
                    "B" | "b" => Colour::Black,
                    _ => return Err(TrfError::at(line_no, (5, 5), format!("152 (initial colour) must be W or B, found {v:?}"))),
                };
                self.colour_decl.push((line_no, "152", c));
            }
            "162" => self.read_162(line, line_no)?,
            "192" => self.read_192(code, rest, line_no),
            "202" => {
                self.t.tiebreaks = rest.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
            }
            "240" => self.read_240(line, line_no)?,
            "250" => self.read_250(line, line_no)?,
            "260" => self.read_260(line, line_no)?,
            "299" => {
                self.warnings.push(TrfError::line(line_no, "299 (abnormal points assignment) is kept as written but not applied to the scores"));
                self.t.info.other.push((code, rest));
            }
            "XXA" => self.read_xxa(line, line_no)?,
            "XXP" => {
                let players = parse_ids(&rest, line_no, "XXP")?;
                self.forbidden.push(ForbiddenRecord { line: line_no, rounds: None, players });
            }
            "XXZ" => {
                for id in parse_ids(&rest, line_no, "XXZ")? {
                    self.xxz.push((line_no, id));
                }
            }
            "XXS" => self.read_xxs(&rest, line_no)?,
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => self.read_bb(&code, &rest, line_no)?,
            _ => {
                if !known_record(&code) {
                    self.warnings.push(TrfError::at(line_no, (1, 3), format!("record {code} is not a TRF-16, TRF-2026 or TRF(x) record Torre knows: kept as written, not used")));
                }
                self.t.info.other.push((code, rest))
            }
        }
        Ok(())
    }

    /// 132: the round dates, 8 columns every 10 from column 92 (trailing blanks dropped).
    fn read_132(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let cols = Cols::new(line, line_no);
        let mut dates = Vec::new();
        let mut start = 92;
        // the record's layout: YY/MM/DD in columns 92-99, 102-109, ...; a date written wider
        // (2026/01/29, as some programs do) runs into the blanks between them
        let mut misaligned = false;
        while start <= cols.len() {
            if dates.len() >= MAX_ROUNDS {
                return Err(cols.err(start, cols.len(), format!("more than {MAX_ROUNDS} round dates")));
            }
            dates.push(cols.trimmed(start, start + 7));
            misaligned |= !cols.trimmed(start + 8, start + 9).is_empty();
            start += 10;
        }
        if misaligned {
            // read as the program wrote them: the dates separated by blanks
            let from = line.char_indices().nth(91).map_or(line.len(), |(i, _)| i);
            dates = line[from..].split_whitespace().map(str::to_string).collect();
            if dates.len() > MAX_ROUNDS {
                return Err(cols.err(92, cols.len(), format!("more than {MAX_ROUNDS} round dates")));
            }
            self.warnings.push(TrfError::at(line_no, (92, cols.len()), "132: the round dates are not in the record's columns (YY/MM/DD at 92-99, 102-109, ...): read as dates separated by blanks"));
        }
        while matches!(dates.last(), Some(d) if d.is_empty()) {
            dates.pop();
        }
        self.t.info.round_dates = dates;
        Ok(())
    }

    /// XXC (TRF(x)): white1 / black1 (the initial colour) and rank (pair by line order).
    fn read_xxc(&mut self, rest: &str, line_no: usize) {
        for word in rest.split_whitespace() {
            match word {
                "white1" => self.colour_decl.push((line_no, "XXC", Colour::White)),
                "black1" => self.colour_decl.push((line_no, "XXC", Colour::Black)),
                "rank" => {
                    if self.rank_line.is_none() {
                        self.warnings.push(TrfError::line(line_no, "XXC rank: players are paired by the order of their 001 lines (positional ids, as JaVaFo does); pairings are written with the file's pairing numbers"));
                    }
                    self.rank_line.get_or_insert(line_no);
                }
                other => self.warnings.push(TrfError::line(line_no, format!("XXC option {other:?} ignored"))),
            }
        }
    }

    /// 192 (TRF-2026): the tournament type code (system and edition); kept as written.
    fn read_192(&mut self, code: String, rest: String, line_no: usize) {
        let v = rest.trim();
        match edition::parse_type_code(v) {
            Some(tc) => {
                if tc.system.is_none() {
                    self.warnings.push(TrfError::at(line_no, (5, 4 + v.chars().count()), format!("192: tournament type {v:?} is not a system Torre pairs (kept as written)")));
                }
                self.type_code = Some((line_no, tc));
            }
            None => self.warnings.push(TrfError::at(line_no, (5, 4 + v.chars().count().max(1)), format!("192: unknown tournament type code {v:?} (kept as written)"))),
        }
        self.t.info.other.push((code, rest));
    }

    /// XXA (TRF(x)): a player's acceleration points, one value per round from column 10.
    fn read_xxa(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let cols = Cols::new(line, line_no);
        let id_text = cols.trimmed(5, 8);
        let id: u32 = id_text.parse().ok().filter(|&v| v >= 1).ok_or_else(|| cols.err(5, 8, format!("XXA needs a pairing number in columns 5-8, found {id_text:?}")))?;
        let mut values = Vec::new();
        for (k, word) in cols.get(9, cols.len().max(9)).split_whitespace().enumerate() {
            if k >= MAX_ROUNDS {
                return Err(TrfError::line(line_no, format!("XXA has more than {MAX_ROUNDS} values")));
            }
            let v = points_value(word).ok_or_else(|| TrfError::line(line_no, format!("XXA value {} for player {id}: {word:?} is not a number of points (-999.9 to 999.9)", k + 1)))?;
            values.push(v);
        }
        self.xxa.push((line_no, id, values));
        Ok(())
    }

    /// XXS (TRF(x)): the points of each result as CODE=VALUE items.
    fn read_xxs(&mut self, rest: &str, line_no: usize) -> Result<(), TrfError> {
        for item in rest.split_whitespace() {
            let (k, v) = item.split_once('=').ok_or_else(|| TrfError::line(line_no, format!("XXS expects CODE=VALUE, found {item:?}")))?;
            let v = points_value(v).ok_or_else(|| TrfError::line(line_no, format!("XXS {k}: {v:?} is not a number of points (-999.9 to 999.9)")))?;
            // JaVaFo's codes; the last of a shortcut and a code it covers wins
            let ps = &mut self.t.points;
            match k {
                // W covers WW, BW, FW and FPB; D covers WD, BD and HPB
                "W" => (ps.win, ps.forfeit_win, ps.full_bye) = (v, v, v),
                "D" => (ps.draw, ps.half_bye) = (v, v),
                "WW" | "BW" | "WD" | "BD" | "WL" | "BL" => {
                    match &k[1..] {
                        "W" => ps.win = v,
                        "D" => ps.draw = v,
                        _ => ps.loss = v,
                    }
                    self.xxs_colour(k, v, line_no);
                }
                "ZPB" => ps.zero_bye = v,
                "HPB" => ps.half_bye = v,
                "FPB" => ps.full_bye = v,
                "PAB" => ps.pairing_allocated_bye = v,
                "FW" => ps.forfeit_win = v,
                "FL" => ps.forfeit_loss = v,
                _ => self.warnings.push(TrfError::line(line_no, format!("XXS code {k:?} ignored"))),
            }
        }
        Ok(())
    }

    /// An XXS value for one colour's result (`WW` ... `BL`): Torre counts one value per result,
    /// whichever colour; a different value for the other colour is warned about (the last
    /// given counts).
    fn xxs_colour(&mut self, code: &str, v: Score, line_no: usize) {
        let (code, other) = match code {
            "WW" => ("WW", "BW"),
            "BW" => ("BW", "WW"),
            "WD" => ("WD", "BD"),
            "BD" => ("BD", "WD"),
            "WL" => ("WL", "BL"),
            _ => ("BL", "WL"),
        };
        if let Some(&(_, w)) = self.xxs_by_colour.iter().rev().find(|(c, _)| *c == other) {
            if w != v {
                self.warnings.push(TrfError::line(line_no, format!("XXS {code}={v} differs from {other}={w}: Torre counts the same points for both colours, {v} (the last given)")));
            }
        }
        self.xxs_by_colour.push((code, v));
    }

    /// BBW, BBD, BBL, BBZ, BBF, BBU (bbpPairings): the points of a win, draw, loss, zero-point
    /// bye, full-point bye (a half-point bye half of it when it is 1) and pairing-allocated bye.
    fn read_bb(&mut self, code: &str, rest: &str, line_no: usize) -> Result<(), TrfError> {
        let v = points_value(rest.trim()).ok_or_else(|| TrfError::at(line_no, (5, 8), format!("{code} needs a number of points (-999.9 to 999.9), found {:?}", rest.trim())))?;
        let ps = &mut self.t.points;
        match code {
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
        Ok(())
    }

    /// 162 (TRF-2026): scoring point system. Column 6 a code, 7-10 its points, then every
    /// 9 columns another code/points pair. W = win (also by forfeit, and the full-point bye),
    /// D = draw (and the half-point bye), L = loss, A = absence (zero-point bye, forfeit
    /// loss), P = pairing-allocated bye (default: as W), X = unknown result, the `?` of an
    /// adjourned game (default: as D; kept only when it differs from D).
    fn read_162(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let c = Cols::new(line, line_no);
        let mut start = 6;
        let mut explicit_pab = false;
        let mut seen = false;
        while start <= c.len() {
            let code = c.ch(start);
            let text = c.trimmed(start + 1, start + 4);
            if code == ' ' && text.is_empty() {
                start += 9;
                continue;
            }
            let v = points_value(&text).ok_or_else(|| c.err(start + 1, start + 4, format!("162: points for {code:?} must be a number like 1.0, found {text:?}")))?;
            let ps = &mut self.t.points;
            match code.to_ascii_uppercase() {
                'W' => {
                    ps.win = v;
                    ps.forfeit_win = v;
                    ps.full_bye = v;
                    if !explicit_pab {
                        ps.pairing_allocated_bye = v;
                    }
                }
                'D' => {
                    ps.draw = v;
                    ps.half_bye = v;
                }
                'L' => ps.loss = v,
                'A' => {
                    ps.zero_bye = v;
                    ps.forfeit_loss = v;
                }
                'P' => {
                    ps.pairing_allocated_bye = v;
                    explicit_pab = true;
                }
                'X' => ps.unknown = Some(v),
                other => return Err(c.err(start, start, format!("162: result code must be one of W, D, L, A, P, X, found {other:?}"))),
            }
            seen = true;
            start += 9;
        }
        if !seen {
            return Err(c.err(6, 10, "162 without any result code and points (expected e.g. \"162  W 1.0\")"));
        }
        // X equal to D says what the default says: one model for both spellings
        let ps = &mut self.t.points;
        if ps.unknown == Some(ps.draw) {
            ps.unknown = None;
        }
        Ok(())
    }

    /// 240 (TRF-2026): `240 T RRR PPPP PPPP ...` byes of kind T (F, H, Z) in round RRR.
    fn read_240(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let c = Cols::new(line, line_no);
        let kind = match c.ch(5).to_ascii_uppercase() {
            'F' => ByeKind::Full,
            'H' => ByeKind::Half,
            'Z' => ByeKind::Zero,
            other => return Err(c.err(5, 5, format!("240: type of bye must be F, H or Z, found {other:?}"))),
        };
        let round = parse_round_no(&c, 7, 9, "240")?;
        let mut players = Vec::new();
        let mut start = 11;
        while start <= c.len() {
            let text = c.trimmed(start, start + 3);
            if !text.is_empty() {
                let id = text.parse::<u32>().ok().filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS).ok_or_else(|| c.err(start, start + 3, format!("240: expected a pairing number, found {text:?}")))?;
                players.push((id, (start, start + 3)));
            }
            start += 5;
        }
        if players.is_empty() {
            return Err(c.err(11, 14, "240 names no player (pairing numbers from column 11, every 5 columns)"));
        }
        self.byes.push(ByeRecord { line: line_no, kind, round, players });
        Ok(())
    }

    /// 250 (TRF-2026): `250 MMMM GGGG RRF RRL PPPF PPPL` fictitious points GGGG in rounds
    /// RRF..RRL for players PPPF..PPPL (MMMM: match points, teams only).
    fn read_250(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let c = Cols::new(line, line_no);
        let mp = c.trimmed(5, 8);
        if !mp.is_empty() && Score::parse(&mp) != Some(Score::ZERO) {
            self.warnings.push(c.err(5, 8, format!("250: match points {mp:?} are for team competitions and are ignored")));
        }
        let gp = c.trimmed(10, 13);
        let value = points_value(&gp).ok_or_else(|| c.err(10, 13, format!("250: fictitious points must be a number like 1.0, found {gp:?}")))?;
        if value == Score::ZERO {
            return Err(c.err(10, 13, "250: fictitious points must not be 0.0 in an individual competition"));
        }
        let r1 = parse_round_no(&c, 15, 17, "250")?;
        let r2 = parse_round_no(&c, 19, 21, "250")?;
        if r2 < r1 {
            return Err(c.err(15, 21, format!("250: last round {r2} is before first round {r1}")));
        }
        let p1 = parse_player_no(&c, 23, 26, "250")?;
        let p2 = parse_player_no(&c, 28, 31, "250")?;
        if p2 < p1 {
            return Err(c.err(23, 31, format!("250: last player {p2} is before first player {p1}")));
        }
        if !c.get(32, c.len().max(32)).trim().is_empty() {
            return Err(c.err(32, c.len(), "250: unexpected text after the last player (column 31)"));
        }
        self.accel.push(AccelRecord { line: line_no, value, rounds: (r1, r2), players: (p1, p2) });
        Ok(())
    }

    /// 260 (TRF-2026): `260 RR1 RRL PPPP PPPP ...` players who must not meet in rounds RR1..RRL.
    fn read_260(&mut self, line: &str, line_no: usize) -> Result<(), TrfError> {
        let c = Cols::new(line, line_no);
        let r1 = parse_round_no(&c, 5, 7, "260")?;
        let r2 = parse_round_no(&c, 9, 11, "260")?;
        if r2 < r1 {
            return Err(c.err(5, 11, format!("260: last round {r2} is before first round {r1}")));
        }
        let mut players = Vec::new();
        let mut start = 13;
        while start <= c.len() {
            let text = c.trimmed(start, start + 3);
            if !text.is_empty() {
                players.push(text.parse::<u32>().ok().filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS).ok_or_else(|| c.err(start, start + 3, format!("260: expected a pairing number, found {text:?}")))?);
            }
            start += 5;
        }
        if players.len() < 2 {
            return Err(c.err(13, 21, "260 needs at least two players (columns 13-16 and 18-21)"));
        }
        self.forbidden.push(ForbiddenRecord { line: line_no, rounds: Some((r1, r2)), players });
        Ok(())
    }

    /// The usual numbering: each 001 record's pairing number is the player's id; the numbers
    /// must run from 1 to N without gaps or repeats.
    fn number_by_pairing_number(&mut self) -> Result<(), TrfError> {
        let n = self.lines_001.iter().map(|(_, p)| p.id as usize).max().unwrap_or(0);
        let mut players: Vec<Option<Player>> = vec![None; n];
        self.player_line = vec![0; n];
        for (line_no, p) in std::mem::take(&mut self.lines_001) {
            let idx = p.id as usize - 1;
            if players[idx].is_some() {
                return Err(TrfError::at(line_no, (5, 8), format!(
                    "duplicate pairing number {} (already used on line {})",
                    p.id, self.player_line[idx]
                )));
            }
            self.player_line[idx] = line_no;
            players[idx] = Some(p);
        }
        if let Some(missing) = players.iter().position(|p| p.is_none()) {
            let last_line = self.player_line[n - 1];
            return Err(TrfError::at(last_line, (5, 8), format!(
                "pairing numbers must run from 1 to {n} without gaps, but there is no player {}",
                missing + 1
            )));
        }
        self.t.players = players.into_iter().flatten().collect();
        Ok(())
    }

    /// `XXC rank` (JaVaFo): the k-th 001 line is player k (its positional id); the pairing
    /// numbers of the file only name the players (in the round columns and the other
    /// records), so they need not run from 1 to N. They are kept in `file_ids`.
    fn number_by_position(&mut self) -> Result<(), TrfError> {
        let mut lines_by_file_id = std::collections::HashMap::new();
        for (k, (line_no, p)) in self.lines_001.iter().enumerate() {
            if let Some(first) = lines_by_file_id.insert(p.id, *line_no) {
                return Err(TrfError::at(*line_no, (5, 8), format!("duplicate pairing number {} (already used on line {first})", p.id)));
            }
            self.positional.insert(p.id, k as u32 + 1);
        }
        let n = self.lines_001.len();
        for (k, (line_no, mut p)) in std::mem::take(&mut self.lines_001).into_iter().enumerate() {
            self.t.file_ids.push(p.id);
            let file_id = p.id;
            p.id = k as u32 + 1;
            for (i, e) in p.rounds.iter_mut().enumerate() {
                if let RoundEntry::Game { opponent, .. } = e {
                    *opponent = *self.positional.get(opponent).ok_or_else(|| {
                        TrfError::at(line_no, (92 + 10 * i, 95 + 10 * i), format!("opponent {opponent:04} does not exist (no 001 line has that pairing number; {n} players)")).with_player(file_id)
                    })?;
                }
            }
            self.player_line.push(line_no);
            self.t.players.push(p);
        }
        if self.t.file_ids.iter().enumerate().all(|(i, &id)| id as usize == i + 1) {
            self.t.file_ids.clear();
        }
        Ok(())
    }

    /// The player a pairing number of the file names in the other records (XXA, XXZ, XXP,
    /// 240, 250, 260): itself, or under `XXC rank` its positional id (0 when no line has it,
    /// which the callers report as a player that does not exist).
    fn id_in_file(&self, file_id: u32) -> u32 {
        if self.rank_line.is_some() {
            self.positional.get(&file_id).copied().unwrap_or(0)
        } else {
            file_id
        }
    }

    /// Number of rounds, initial colour, pairing system and edition from the header records.
    fn settle_declarations(&mut self) -> Result<(), TrfError> {
        if let Some(&(line, code, n)) = self.rounds_decl.first() {
            if let Some(&(l2, c2, n2)) = self.rounds_decl.iter().find(|d| d.2 != n) {
                return Err(TrfError::line(l2, format!("{c2} says {n2} rounds but {code} on line {line} says {n}")));
            }
            self.t.total_rounds = Some(n);
        }
        if let Some(&(line, code, c)) = self.colour_decl.first() {
            if let Some(&(l2, c2, _)) = self.colour_decl.iter().find(|d| d.2 != c) {
                return Err(TrfError::line(l2, format!("{c2} contradicts the initial colour given by {code} on line {line}")));
            }
            self.t.initial_colour = Some(c);
        }
        if let Some((_, tc)) = &self.type_code {
            if let Some(system) = tc.system {
                self.t.system = system;
            }
            if tc.baku {
                self.t.acceleration_method = AccelerationMethod::Baku;
            }
        }
        self.t.edition = edition::detect_edition(&self.t);
        self.t.dubov_edition = edition::detect_dubov_edition(&self.t);
        let start = &self.t.info.start_date;
        if !start.is_empty() && edition::parse_date(start, true).is_none() {
            let (chosen, source) = edition::detect_edition_with_source(&self.t.info);
            let why = if source.is_explicit() { String::new() } else {
                format!("; Dutch edition {}: {}", edition_year(chosen), source.reason(chosen))
            };
            self.warnings.push(TrfError::at(self.start_date_line, (5, 4 + start.chars().count()), format!("042: start date {start:?} not understood (expected e.g. 2026/02/27){why}")));
        }
        Ok(())
    }

    fn apply_extensions(&mut self) -> Result<(), TrfError> {
        let n = self.t.players.len() as u32;
        for (line, id, mut values) in std::mem::take(&mut self.xxa) {
            while values.last() == Some(&Score::ZERO) {
                values.pop();
            }
            let internal = self.id_in_file(id);
            let p = self.t.player_mut(internal).ok_or_else(|| TrfError::at(line, (5, 8), format!("XXA for player {id}, who does not exist ({n} players)")))?;
            p.acceleration = values;
        }
        for rec in std::mem::take(&mut self.accel) {
            if rec.players.1 > n && self.rank_line.is_none() {
                return Err(TrfError::at(rec.line, (28, 31), format!("250: player {} does not exist ({n} players)", rec.players.1)));
            }
            if rec.rounds.1 as usize > MAX_ROUNDS {
                return Err(TrfError::at(rec.line, (19, 21), format!("250: round {} is beyond {MAX_ROUNDS}", rec.rounds.1)));
            }
            for file_id in rec.players.0..=rec.players.1 {
                let id = self.id_in_file(file_id);
                let Some(p) = self.t.player_mut(id) else { continue };
                let last = rec.rounds.1 as usize;
                if p.acceleration.len() < last {
                    p.acceleration.resize(last, Score::ZERO);
                }
                for r in rec.rounds.0..=rec.rounds.1 {
                    p.acceleration[r as usize - 1] = rec.value;
                }
            }
        }
        let mut total_pairs = 0usize;
        for rec in std::mem::take(&mut self.forbidden) {
            let code = if rec.rounds.is_some() { "260" } else { "XXP" };
            if let Some(&bad) = rec.players.iter().find(|&&id| self.id_in_file(id) == 0 || self.id_in_file(id) > n) {
                return Err(TrfError::line(rec.line, format!("{code} names player {bad}, who does not exist ({n} players)")));
            }
            // a 260 for every round is a pair forbidden for good; one for some rounds applies
            // when those are paired
            let scoped = rec.rounds.filter(|&(first, last)| !(first == 1 && self.t.total_rounds.map_or(last as usize >= MAX_ROUNDS, |t| last >= t)));
            let mut ids: Vec<u32> = rec.players.iter().map(|&id| self.id_in_file(id)).collect();
            crate::sort::ascending(&mut ids);
            ids.dedup();
            total_pairs += ids.len() * (ids.len() - 1) / 2;
            if total_pairs > MAX_FORBIDDEN_PAIRS {
                return Err(TrfError::line(rec.line, format!("{code}: more than {MAX_FORBIDDEN_PAIRS} forbidden pairs in the file")));
            }
            for (i, &a) in ids.iter().enumerate() {
                for &b in &ids[i + 1..] {
                    match scoped {
                        Some((first, last)) => self.t.forbidden_in_rounds.push((a, b, first, last)),
                        None => self.t.forbidden_pairs.push((a, b)),
                    }
                }
            }
        }
        let next = self.t.rounds_paired() + 1;
        for (line, id) in std::mem::take(&mut self.xxz) {
            let internal = self.id_in_file(id);
            let p = self.t.player_mut(internal).ok_or_else(|| TrfError::line(line, format!("XXZ names player {id}, who does not exist ({n} players)")))?;
            if p.round(next) == RoundEntry::NotPaired {
                p.set_round(next, RoundEntry::Bye(ByeKind::Zero));
            }
        }
        Ok(())
    }

    /// 240 records: the bye is written into the player's round (after the points check, so
    /// that a points column written before the bye was requested is not reported).
    fn apply_byes(&mut self) -> Result<(), TrfError> {
        let n = self.t.players.len() as u32;
        for rec in std::mem::take(&mut self.byes) {
            if rec.round as usize > MAX_ROUNDS {
                return Err(TrfError::at(rec.line, (7, 9), format!("240: round {} is beyond {MAX_ROUNDS}", rec.round)));
            }
            for (id, cols) in rec.players {
                let internal = self.id_in_file(id);
                let p = self.t.player_mut(internal).ok_or_else(|| TrfError::at(rec.line, cols, format!("240: player {id:04} does not exist ({n} players)")))?;
                match p.round(rec.round) {
                    RoundEntry::NotPaired => p.set_round(rec.round, RoundEntry::Bye(rec.kind)),
                    RoundEntry::Bye(k) if k == rec.kind => {}
                    other => {
                        return Err(TrfError::at(rec.line, cols, format!(
                            "240: {} for player {id} in round {}, but the player's line shows {} in that round",
                            bye_name(rec.kind), rec.round, describe(&other)
                        )))
                    }
                }
            }
        }
        Ok(())
    }

    /// A game must appear on both lines with opposite colours and matching results.
    fn check_games(&self) -> Result<(), TrfError> {
        let n = self.t.players.len();
        for p in &self.t.players {
            let id = p.id;
            let line = self.player_line[id as usize - 1];
            for (i, e) in p.rounds.iter().enumerate() {
                let round = i as u32 + 1;
                let cols = (92 + 10 * i, 95 + 10 * i);
                let RoundEntry::Game { opponent, colour, result } = *e else { continue };
                if opponent as usize > n {
                    return Err(TrfError::at(line, cols, format!("opponent {opponent:04} does not exist ({n} players)")).with_player(id));
                }
                if opponent == id {
                    return Err(TrfError::at(line, cols, format!("round {round}: player {id} is paired against himself")).with_player(id));
                }
                let Some(opp) = self.t.player(opponent) else {
                    return Err(TrfError::at(line, cols, format!("opponent {opponent:04} does not exist ({n} players)")).with_player(id));
                };
                let other = opp.round(round);
                let opp_line = self.player_line[opponent as usize - 1];
                let RoundEntry::Game { opponent: o, colour: oc, result: or } = other else {
                    return Err(TrfError::at(line, cols, format!(
                        "round {round}: player {id} is paired with {opponent}, but player {opponent}'s line (line {opp_line}) shows {} in that round",
                        describe(&other)
                    )).with_player(id));
                };
                if o != id {
                    return Err(TrfError::at(line, cols, format!(
                        "round {round}: player {id} is paired with {opponent}, but player {opponent}'s line (line {opp_line}) shows {} in that round",
                        describe(&other)
                    )).with_player(id));
                }
                if let (Some(a), Some(b)) = (colour, oc) {
                    if a == b {
                        return Err(TrfError::at(line, (cols.0 + 5, cols.0 + 5), format!(
                            "round {round}: colour conflict, players {id} and {opponent} (line {opp_line}) both have {}",
                            if a == Colour::White { "white" } else { "black" }
                        )).with_player(id));
                    }
                }
                if !stands_unmirrored(result, or) && or != result.mirrored() {
                    return Err(TrfError::at(line, (cols.0 + 7, cols.0 + 7), format!(
                        "round {round}: result {:?} of player {id} does not match result {:?} of player {opponent} (line {opp_line})",
                        result.code(), or.code()
                    )).with_player(id));
                }
            }
        }
        Ok(())
    }

    /// At most one pairing-allocated bye per round (TRF-2026: U "at most once per round"), and
    /// no paired round beyond the declared number of rounds.
    fn check_rounds(&self) -> Result<(), TrfError> {
        let rounds = self.t.rounds_in_file() as usize;
        let mut pab: Vec<Option<u32>> = vec![None; rounds];
        for p in &self.t.players {
            let line = self.player_line[p.id as usize - 1];
            for (i, e) in p.rounds.iter().enumerate() {
                let cols = (92 + 10 * i, 99 + 10 * i);
                if *e == RoundEntry::Bye(ByeKind::PairingAllocated) {
                    if let Some(other) = pab[i] {
                        let other_line = self.player_line[other as usize - 1];
                        return Err(TrfError::at(line, cols, format!(
                            "round {}: a second pairing-allocated bye (U); player {other} (line {other_line}) already has it",
                            i + 1
                        )).with_player(p.id));
                    }
                    pab[i] = Some(p.id);
                }
                if let (Some(total), true) = (self.t.total_rounds, e.was_paired()) {
                    if i as u32 + 1 > total {
                        let (decl_line, code, _) = self.rounds_decl[0];
                        return Err(TrfError::at(line, cols, format!(
                            "round {} is paired, but {code} (line {decl_line}) says the tournament has {total} rounds",
                            i + 1
                        )).with_player(p.id));
                    }
                }
            }
        }
        Ok(())
    }

    fn check_points(&mut self, options: &ReadOptions) -> Result<(), TrfError> {
        let rounds = self.t.rounds_in_file();
        for p in &self.t.players {
            let id = p.id;
            let line = self.player_line[id as usize - 1];
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

/// Records of TRF-16 and TRF-2026 that Torre keeps as written without using them: any
/// tournament-section tag (`??2`), team records, out-of-order and the informative records; and
/// the TRF(x) codes of other programs (XX?, BB?) not read above.
fn known_record(code: &str) -> bool {
    let b = code.as_bytes();
    (b.len() == 3 && b.iter().all(u8::is_ascii_digit) && b[2] == b'2')
        || matches!(code, "013" | "300" | "310" | "320" | "330" | "801" | "802")
        || code.starts_with("XX")
        || code.starts_with("BB")
}

fn edition_year(e: DutchEdition) -> &'static str {
    match e {
        DutchEdition::E2017 => "2017",
        DutchEdition::E2026 => "2026",
    }
}

fn bye_name(k: ByeKind) -> &'static str {
    match k {
        ByeKind::Full => "a full-point bye",
        ByeKind::Half => "a half-point bye",
        ByeKind::Zero => "a zero-point bye",
        ByeKind::PairingAllocated => "the pairing-allocated bye",
        ByeKind::ForfeitWin => "a forfeit win",
        ByeKind::ForfeitLoss => "a forfeit loss",
    }
}

fn describe(e: &RoundEntry) -> String {
    match e {
        RoundEntry::NotPaired => "no pairing".into(),
        RoundEntry::Bye(k) => format!("a bye ({})", k.code()),
        RoundEntry::Game { opponent, .. } => format!("a game against {opponent}"),
    }
}

fn parse_round_no(c: &Cols, a: usize, b: usize, code: &str) -> Result<u32, TrfError> {
    let text = c.trimmed(a, b);
    text.parse::<u32>().ok().filter(|&r| r >= 1).ok_or_else(|| c.err(a, b, format!("{code}: expected a round number in columns {a}-{b}, found {text:?}")))
}

fn parse_player_no(c: &Cols, a: usize, b: usize, code: &str) -> Result<u32, TrfError> {
    let text = c.trimmed(a, b);
    text.parse::<u32>().ok().filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS).ok_or_else(|| c.err(a, b, format!("{code}: expected a pairing number in columns {a}-{b}, found {text:?}")))
}

fn parse_ids(rest: &str, line_no: usize, code: &str) -> Result<Vec<u32>, TrfError> {
    rest.split_whitespace()
        .map(|w| w.parse::<u32>().ok().filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS).ok_or_else(|| TrfError::line(line_no, format!("{code}: {w:?} is not a pairing number"))))
        .collect()
}

fn parse_player(line: &str, line_no: usize, warnings: &mut Vec<TrfError>) -> Result<Player, TrfError> {
    let c = Cols::new(line, line_no);
    let id = player_number(&c)?;
    let err = |a: usize, b: usize, msg: String| c.err(a, b, msg).with_player(id);
    if c.len() < 15 {
        return Err(err(c.len().max(1), 15, format!("truncated player line: it ends at column {} before the name (column 15)", c.len())));
    }
    let sex = match c.ch(10) {
        ' ' => None,
        ch => Some(ch),
    };
    let rating_text = c.trimmed(49, 52);
    let rating = if rating_text.is_empty() {
        None
    } else {
        let r: u32 = rating_text
            .parse()
            .ok()
            .filter(|_| rating_text.chars().all(|ch| ch.is_ascii_digit()))
            .ok_or_else(|| err(49, 52, format!("rating must be a number, found {rating_text:?}")))?;
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
        Some(points_value(&points_text).ok_or_else(|| err(81, 84, format!("points must be a number like 4.5, found {points_text:?}")))?)
    };
    let rank_text = c.trimmed(86, 89);
    let rank = if rank_text.is_empty() {
        None
    } else {
        Some(
            rank_text
                .parse()
                .ok()
                .filter(|_| rank_text.chars().all(|ch| ch.is_ascii_digit()))
                .ok_or_else(|| err(86, 89, format!("rank must be a number, found {rank_text:?}")))?,
        )
    };
    let fide_id = c.trimmed(58, 68);
    if !fide_id.chars().all(|ch| ch.is_ascii_digit()) {
        return Err(err(58, 68, format!("FIDE id must be digits, found {fide_id:?}")));
    }
    // as bbpPairings: a player record runs at least to the points (columns 81-84), so a line
    // cut anywhere before them is reported instead of being read with blank fields
    if c.len() < 84 {
        return Err(err(c.len() + 1, 84, format!(
            "truncated player line: it ends at column {}, before the points in columns 81-84 (before round 1: 0.0)",
            c.len()
        )));
    }
    let gap = c.get(90, 91);
    if !gap.trim().is_empty() {
        return Err(err(90, 91, format!("expected blanks in columns 90-91 before round 1, found {gap:?}")));
    }
    // the blank columns between the fields: a character there is read by no field, and the
    // field beside it is most likely shifted (a rating written one column early reads 500)
    for col in [9, 14, 48, 53, 57, 69, 80, 85] {
        let ch = c.ch(col);
        if ch != ' ' {
            warnings.push(err(col, col, format!("{ch:?} in column {col}, between two fields, is read by neither: is the field beside it shifted?")));
        }
    }
    let rounds = player_rounds(&c, id, warnings)?;
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

/// Columns 5-8 of a player line: the pairing number (1-9999).
fn player_number(c: &Cols) -> Result<u32, TrfError> {
    let id_text = c.trimmed(5, 8);
    if id_text.is_empty() {
        return Err(c.err(5, 8, "player line without a pairing number (columns 5-8 are blank)"));
    }
    // a fifth digit in column 9 means a number too long for the field, not a shifted line
    if c.ch(9).is_ascii_digit() && c.get(5, 8).chars().all(|ch| ch.is_ascii_digit()) {
        let shown: String = (5..).map(|a| c.ch(a)).take_while(char::is_ascii_digit).collect();
        return Err(c.err(5, 4 + shown.len(), format!(
            "pairing number {shown} does not fit columns 5-8: TRF allows pairing numbers 1-{MAX_PLAYERS}"
        )));
    }
    let id: u32 = id_text
        .parse()
        .ok()
        .filter(|&v| v >= 1 && v as usize <= MAX_PLAYERS && id_text.chars().all(|ch| ch.is_ascii_digit()))
        .ok_or_else(|| c.err(5, 8, format!("pairing number must be 1-{MAX_PLAYERS}, found {id_text:?}")))?;
    Ok(id)
}

/// The round entries of a player line, 10 columns each from column 92 (blanks in the two
/// columns before each), trailing rounds not paired dropped.
fn player_rounds(c: &Cols, id: u32, warnings: &mut Vec<TrfError>) -> Result<Vec<RoundEntry>, TrfError> {
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= c.len() {
        if rounds.len() >= MAX_ROUNDS {
            return Err(c.err(start, c.len(), format!("more than {MAX_ROUNDS} rounds on one line")).with_player(id));
        }
        let round = rounds.len() + 1;
        if start > 92 {
            let gap = c.get(start - 2, start - 1);
            if !gap.trim().is_empty() {
                return Err(c.err(start - 2, start - 1, format!("round {round}: expected blanks before the opponent (columns {}-{}), found {gap:?}", start - 2, start - 1)).with_player(id));
            }
        }
        let entry = parse_round(c, start, round).map_err(|e| e.with_player(id))?;
        if entry == RoundEntry::Bye(ByeKind::Half) && c.ch(start + 7) == '=' {
            warnings.push(c.err(start, start + 7, format!("round {round}: \"0000 - =\" read as a half-point bye (H), as other programs read it")).with_player(id));
        }
        rounds.push(entry);
        start += 10;
    }
    // after the last round's eight columns: a result written one column late ("0000 -  Z")
    let tail = c.get(start - 2, c.len());
    if start > 92 && !tail.trim().is_empty() {
        warnings.push(c.err(start - 2, c.len(), format!("{:?} after round {}'s columns is read by no round: is the round shifted?", tail.trim(), rounds.len())).with_player(id));
    }
    while matches!(rounds.last(), Some(RoundEntry::NotPaired)) {
        rounds.pop();
    }
    Ok(rounds)
}

fn parse_round(c: &Cols, start: usize, round: usize) -> Result<RoundEntry, TrfError> {
    let block = c.get(start, start + 7);
    if block.trim().is_empty() {
        return Ok(RoundEntry::NotPaired);
    }
    let opp_text = c.trimmed(start, start + 3);
    let colour_ch = c.ch(start + 5);
    // TRF-2026: letter codes are case-insensitive
    let result_ch = c.ch(start + 7).to_ascii_uppercase();
    let stray = format!("{}{}", c.ch(start + 4), c.ch(start + 6));
    if !stray.trim().is_empty() {
        return Err(c.err(start, start + 7, format!("round {round}: expected \"oooo c r\" (opponent in columns {}-{}, colour in {}, result in {}), found {block:?}", start, start + 3, start + 5, start + 7)));
    }
    let opponent: u32 = if opp_text.is_empty() {
        0
    } else {
        opp_text
            .parse()
            .ok()
            .filter(|_| opp_text.chars().all(|ch| ch.is_ascii_digit()))
            .ok_or_else(|| c.err(start, start + 3, format!("round {round}: opponent must be a pairing number, found {opp_text:?}")))?
    };
    if c.len() < start + 3 {
        return Err(c.err(start, start + 3, format!(
            "round {round}: truncated line: it ends at column {} inside the opponent field (columns {}-{})",
            c.len(), start, start + 3
        )));
    }
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
        // the old way of writing a half-point bye: a draw against nobody (warned by the caller)
        if result_ch == '=' {
            return Ok(RoundEntry::Bye(ByeKind::Half));
        }
        let kind = ByeKind::from_code(result_ch).ok_or_else(|| c.err(start + 7, start + 7, format!("round {round}: unknown result code {result_ch:?} for a round without opponent (expected U, H, F, Z, + or -)")))?;
        return Ok(RoundEntry::Bye(kind));
    }
    if c.len() < start + 5 {
        return Err(c.err(start + 5, start + 7, format!(
            "round {round}: truncated line: it ends at column {} after the opponent; expected the colour in column {} and the result in column {}",
            c.len(), start + 5, start + 7
        )));
    }
    let result = GameResult::from_code(result_ch).ok_or_else(|| c.err(start + 7, start + 7, format!("round {round}: unknown result code {result_ch:?} (expected 1, =, 0, +, -, W, D, L, or ? for a result still to come)")))?;
    if colour.is_none() && !result.is_forfeit() {
        return Err(c.err(start + 5, start + 5, format!("round {round}: a game against {opponent} needs a colour (w or b)")));
    }
    Ok(RoundEntry::Game { opponent, colour, result })
}

/// The results whose two sides need not mirror each other, as each line gives its own
/// player's points: both forfeited (0F-0F), and the unusual results of a game played over the
/// board, ½-0, 0-½ and 0-0 (the arbiter's decisions the TEC lists among the results a random
/// tournament generator must produce, TEC Manual 3.9.4.2.d).
fn stands_unmirrored(a: GameResult, b: GameResult) -> bool {
    matches!(
        (a, b),
        (GameResult::ForfeitLoss, GameResult::ForfeitLoss) | (GameResult::Draw, GameResult::Loss) | (GameResult::Loss, GameResult::Draw) | (GameResult::Loss, GameResult::Loss)
    )
}

//! Normalised TRF writers: TRF-16 with the TRF(x) extensions, and the TRF-2026 layout.
//! Both read back to an equal model.

use super::edition;
use crate::model::*;
use crate::score::Score;
use std::fmt::Write as _;

/// Record layout of the header and extension records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// TRF-16 (C.04 Annex 2, 2016) with the JaVaFo/bbpPairings extensions XXR, XXC, XXA,
    /// XXP, XXS and BB?: what JaVaFo and bbpPairings v5 read (plus a lone `162 X` when a game
    /// is adjourned, `?`, or its points are not a draw's: no TRF-16 record says them).
    #[default]
    Trf16,
    /// TRF-2026: 142 rounds, 152 initial colour, 162 point system, 192 type code, 202
    /// tie-breaks, 240 byes for rounds not yet paired, 250 accelerations, 260 forbidden pairs.
    Trf2026,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnd {
    Lf,
    CrLf,
    /// CR only, as the TRF texts ask (Remark 1) and bbpPairings v6 writes.
    Cr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    pub layout: Layout,
    pub line_end: LineEnd,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions { layout: Layout::Trf16, line_end: LineEnd::Lf }
    }
}

fn header(out: &mut String, code: &str, text: &str) {
    if !text.is_empty() {
        let _ = writeln!(out, "{code} {text}");
    }
}

/// A points value in a four-column field (001 points, 162, 250): "2.5", or a whole number
/// without its decimal when that is what fits ("100", "-10"); `None` when the value cannot be
/// written in four columns (such as 100.5): written wider, it would shift every later column.
fn points4(v: Score) -> Option<String> {
    if v.0.abs() > super::read::MAX_POINTS {
        return None; // the reader refuses it (it bounds every points value)
    }
    let text = v.to_string();
    if text.chars().count() <= 4 {
        return Some(text);
    }
    let whole = (v.0 % 10 == 0).then(|| (v.0 / 10).to_string());
    whole.filter(|w| w.len() <= 4)
}

/// What the writer cannot put in its field, and how it handled it: a player's points that do
/// not fit the four-column points field (columns 81-84) are left blank; they are derived from
/// the results, so the file reads back to the same tournament. (Point-system values and
/// accelerations that do not fit 162 or 250 are written as XXS and XXA instead, losslessly.)
/// A name longer than the name field (columns 15-47) is shortened to the field's width.
pub fn write_notes(t: &Tournament) -> Vec<String> {
    let mut notes = Vec::new();
    for p in &t.players {
        let points = t.score_after(p.id, p.rounds.len() as u32);
        if points4(points).is_none() {
            notes.push(format!("player {}: points {points} do not fit the points field (columns 81-84); left blank (the results give them)", p.id));
        }
        if super::fields::name(&p.name).is_some() {
            let cut: String = p.name.chars().take(super::fields::NAME_WIDTH).collect();
            notes.push(format!("player {}: the name has {} characters, more than the name field's {} (columns 15-47); shortened to {:?}", p.id, p.name.chars().count(), super::fields::NAME_WIDTH, cut.trim_end()));
        }
    }
    notes
}

/// Fixed-width field, left aligned, cut to `width` characters.
fn left(text: &str, width: usize) -> String {
    let cut: String = text.chars().take(width).collect();
    format!("{cut:<width$}")
}

/// Write the tournament as TRF-16 (LF line endings) with the TRF(x) extensions it needs.
pub fn write(t: &Tournament) -> String {
    write_with(t, &WriteOptions::default())
}

/// Write the tournament in the TRF-2026 layout (LF line endings).
pub fn write_2026(t: &Tournament) -> String {
    write_with(t, &WriteOptions { layout: Layout::Trf2026, line_end: LineEnd::Lf })
}

/// The 192 record to write, if one is needed, and whether a stored 192 is stale.
///
/// A 192 read from the file is kept where it was (in `info.other`) while the model agrees with
/// it: as written when it names a system Torre does not pair (`CUSTOM_SWISS`), else in the
/// ETT26 spelling of the edition used (`FIDE_DUTCH_2025` becomes `FIDE_DUTCH_2026`).
/// Otherwise a 192 is generated when the model's system, edition or acceleration is not what a
/// reader would conclude without it (from 092 and the dates: Dutch, 2026 edition, no
/// acceleration), in either layout; so the written file always reads back to the same model.
fn type_code_record(t: &Tournament) -> (Option<String>, bool) {
    let stored = edition::stored_type_code(&t.info);
    let without_192 = edition::declared_edition(&t.info, false).unwrap_or_default();
    // the Dubov edition matters only for a Dubov tournament
    let dubov_without_192 = edition::declared_dubov_edition(&t.info, false).unwrap_or_default();
    let dubov_ok = |declared: Option<DubovEdition>| t.system != PairingSystem::Dubov || declared.unwrap_or(dubov_without_192) == t.dubov_edition;
    if let Some(s) = stored {
        let consistent = match edition::parse_type_code(s) {
            Some(tc) => {
                tc.system.map_or(t.system == PairingSystem::default(), |s| s == t.system)
                    && tc.baku == (t.acceleration_method == AccelerationMethod::Baku)
                    && tc.edition.unwrap_or(without_192) == t.edition
                    && dubov_ok(tc.dubov_edition)
            }
            None => t.system == PairingSystem::default() && t.acceleration_method == AccelerationMethod::None && without_192 == t.edition,
        };
        let code = edition::type_code(t);
        let canonical = edition::parse_type_code(s).is_none_or(|tc| tc.system.is_none()) || code == s;
        if consistent && canonical {
            return (None, false);
        }
        return (Some(code), true);
    }
    let needed = t.system != PairingSystem::default()
        || t.acceleration_method != AccelerationMethod::None
        || without_192 != t.edition;
    (needed.then(|| edition::type_code(t)), false)
}

/// Write the tournament with the given layout and line endings.
pub fn write_with(t: &Tournament, options: &WriteOptions) -> String {
    let trf26 = options.layout == Layout::Trf2026;
    let mut out = String::new();
    write_header(&mut out, t, trf26);
    for p in &t.players {
        let _ = writeln!(out, "{}", player_line(t, p));
    }
    if trf26 {
        write_trf2026_records(&mut out, t);
    } else {
        write_trfx_records(&mut out, t);
    }
    for c in &t.comments {
        let _ = writeln!(out, "{c}");
    }
    match options.line_end {
        LineEnd::Lf => out,
        LineEnd::CrLf => out.replace('\n', "\r\n"),
        LineEnd::Cr => out.replace('\n', "\r"),
    }
}

/// The records before the players: 012-122, in TRF-2026 also 142, 152 and 162; 192, 202, the
/// records kept as read, 132 (the round dates).
fn write_header(out: &mut String, t: &Tournament, trf26: bool) {
    let info = &t.info;
    header(out, "012", &info.name);
    header(out, "022", &info.city);
    header(out, "032", &info.federation);
    header(out, "042", &info.start_date);
    header(out, "052", &info.end_date);
    let _ = writeln!(out, "062 {}", t.players.len());
    // 072: the players with a FIDE rating; a rating of 0 means unrated (as the reader reads it)
    let rated = t.players.iter().filter(|p| p.rating.is_some_and(|r| r > 0)).count();
    let _ = writeln!(out, "072 {rated}");
    header(out, "092", &info.kind);
    header(out, "102", &info.chief_arbiter);
    for d in &info.deputy_arbiters {
        header(out, "112", d);
    }
    header(out, "122", &info.time_control);
    if trf26 {
        if let Some(r) = t.total_rounds {
            let _ = writeln!(out, "142 {r}");
        }
        if let Some(c) = t.initial_colour {
            let _ = writeln!(out, "152 {}", if c == Colour::White { 'W' } else { 'B' });
        }
        if fits_162(&t.points) {
            write_162(out, t);
        }
    }
    let (type_code, stale_192) = type_code_record(t);
    if let Some(code) = &type_code {
        let _ = writeln!(out, "192 {code}");
    }
    if !t.tiebreaks.is_empty() {
        let _ = writeln!(out, "202 {}", t.tiebreaks.join(","));
    }
    for (code, text) in &info.other {
        if code == "192" && stale_192 {
            continue;
        }
        if text.is_empty() {
            let _ = writeln!(out, "{code}");
        } else {
            let _ = writeln!(out, "{code} {text}");
        }
    }
    if !info.round_dates.is_empty() {
        // round r's date in columns 92-99 + 10(r-1)
        let mut line = format!("{:<91}", "132");
        for d in &info.round_dates {
            // the record's YY/MM/DD (a date kept as 2026/01/29 did not fit its 8 columns)
            let date = match super::edition::parse_date(d, true) {
                Some((y, m, day)) => format!("{:02}/{m:02}/{day:02}", y % 100),
                None => left(d, 8).to_string(),
            };
            let _ = write!(line, "{date}  ");
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
}

/// TRF-2026 after the players: 240 (byes), 250 or XXA (acceleration), 260 (forbidden pairs),
/// XXC rank, XXS when 162 cannot say the points.
fn write_trf2026_records(out: &mut String, t: &Tournament) {
    write_240(out, t);
    if accelerations_fit_250(t) {
        write_250(out, t);
    } else {
        write_xxa(out, t);
    }
    for &(a, b) in &t.forbidden_pairs {
        let last = t.total_rounds.unwrap_or(999);
        let _ = writeln!(out, "260 001 {last:03} {:>4} {:>4}", t.file_id(a), t.file_id(b));
    }
    write_scoped_260(out, t);
    if !t.file_ids.is_empty() {
        let _ = writeln!(out, "XXC rank");
    }
    if !expressible_by_162(&t.points) || !fits_162(&t.points) {
        write_xxs(out, &t.points);
    }
}

/// TRF-16 with JaVaFo's extensions after the players: XXR, XXC, BB? and XXS (points), 162 X
/// (the unknown result), XXA, XXP.
fn write_trfx_records(out: &mut String, t: &Tournament) {
    if let Some(r) = t.total_rounds {
        let _ = writeln!(out, "XXR {r}");
    }
    let mut xxc: Vec<&str> = Vec::new();
    if !t.file_ids.is_empty() {
        xxc.push("rank");
    }
    if let Some(c) = t.initial_colour {
        xxc.push(if c == Colour::White { "white1" } else { "black1" });
    }
    if !xxc.is_empty() {
        let _ = writeln!(out, "XXC {}", xxc.join(" "));
    }
    if !t.points.is_standard() {
        // BB? first (bbpPairings), then XXS, which says everything and so wins on reading
        write_bb(out, &t.points);
        write_xxs(out, &t.points);
    }
    // XXS has no code for an unknown result: the TRF-2026 record says it, alone
    let unknown = t.points.unknown_points();
    if needs_162_x(t) && points4(unknown).is_some() {
        line_162(out, &[('X', unknown)]);
    }
    write_xxa(out, t);
    for &(a, b) in &t.forbidden_pairs {
        let _ = writeln!(out, "XXP {} {}", t.file_id(a), t.file_id(b));
    }
    // XXP has no rounds: the TRF-2026 record says them, alone
    write_scoped_260(out, t);
}

/// 260 for the pairs forbidden in some rounds only.
fn write_scoped_260(out: &mut String, t: &Tournament) {
    for &(a, b, first, last) in &t.forbidden_in_rounds {
        let _ = writeln!(out, "260 {first:03} {last:03} {:>4} {:>4}", t.file_id(a), t.file_id(b));
    }
}

/// XXA: each player's virtual points per round (blank-separated, so any value fits).
fn write_xxa(out: &mut String, t: &Tournament) {
    for p in &t.players {
        if p.acceleration.iter().any(|v| *v != Score::ZERO) {
            let mut line = format!("XXA {:>4}", t.file_id(p.id));
            for v in &p.acceleration {
                let _ = write!(line, " {:>4}", v.to_string());
            }
            let _ = writeln!(out, "{line}");
        }
    }
}

/// Every value 162 would carry fits its four columns (otherwise XXS says it all).
fn fits_162(ps: &PointSystem) -> bool {
    [ps.win, ps.draw, ps.loss, ps.zero_bye, ps.pairing_allocated_bye, ps.unknown_points()].into_iter().all(|v| points4(v).is_some())
}

/// 162 `X` (points of an unknown result) is written when it differs from its default, D, and
/// whenever a game is adjourned (`?`), so that a reader sees how those games count (FIDE's
/// 2026 checklist asks for the `?` result "plus a 162 X code").
fn needs_162_x(t: &Tournament) -> bool {
    t.points.unknown.is_some() || t.players.iter().any(|p| p.rounds.iter().any(|e| matches!(e, RoundEntry::Game { result: GameResult::Adjourned, .. })))
}

/// Every fictitious point value fits the four columns of 250 (otherwise XXA carries them).
fn accelerations_fit_250(t: &Tournament) -> bool {
    t.players.iter().flat_map(|p| &p.acceleration).all(|v| points4(*v).is_some())
}

/// 162 can say W (win, forfeit win, full-point bye), D (draw, half-point bye), L, A (zero-point
/// bye, forfeit loss) and P (PAB); a point system that separates more than that needs XXS.
fn expressible_by_162(ps: &PointSystem) -> bool {
    ps.forfeit_win == ps.win && ps.full_bye == ps.win && ps.half_bye == ps.draw && ps.forfeit_loss == ps.zero_bye
}

/// 162 (TRF-2026, "mandatory only when the elements differ from the default values"): the
/// codes whose points differ from the defaults, and X as [`needs_162_x`] says.
fn write_162(out: &mut String, t: &Tournament) {
    let ps = &t.points;
    let d = PointSystem::default();
    let mut items = Vec::new();
    if ps.win != d.win {
        items.push(('W', ps.win));
    }
    if ps.draw != d.draw {
        items.push(('D', ps.draw));
    }
    if ps.loss != d.loss {
        items.push(('L', ps.loss));
    }
    if ps.zero_bye != d.zero_bye {
        items.push(('A', ps.zero_bye));
    }
    if ps.pairing_allocated_bye != ps.win {
        items.push(('P', ps.pairing_allocated_bye));
    }
    if needs_162_x(t) {
        items.push(('X', ps.unknown_points()));
    }
    if !items.is_empty() {
        line_162(out, &items);
    }
}

/// One 162 record: code in column 6, points in 7-10, the next code 9 columns on.
fn line_162(out: &mut String, items: &[(char, Score)]) {
    let mut line = String::from("162 ");
    for &(code, v) in items {
        let _ = write!(line, " {code}{:>4}   ", points4(v).unwrap_or_default());
    }
    let _ = writeln!(out, "{}", line.trim_end());
}

fn write_xxs(out: &mut String, ps: &PointSystem) {
    let pairs = [
        ("WW", ps.win),
        ("BW", ps.win),
        ("WD", ps.draw),
        ("BD", ps.draw),
        ("WL", ps.loss),
        ("BL", ps.loss),
        ("ZPB", ps.zero_bye),
        ("HPB", ps.half_bye),
        ("FPB", ps.full_bye),
        ("PAB", ps.pairing_allocated_bye),
        ("FW", ps.forfeit_win),
        ("FL", ps.forfeit_loss),
    ];
    let body: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let _ = writeln!(out, "XXS {}", body.join(" "));
}

/// bbpPairings reads its own codes, not XXS.
fn write_bb(out: &mut String, ps: &PointSystem) {
    let _ = writeln!(out, "BBW {:>4}", ps.win.to_string());
    let _ = writeln!(out, "BBD {:>4}", ps.draw.to_string());
    let _ = writeln!(out, "BBL {:>4}", ps.loss.to_string());
    let _ = writeln!(out, "BBZ {:>4}", ps.zero_bye.to_string());
    let _ = writeln!(out, "BBF {:>4}", ps.full_bye.to_string());
    let _ = writeln!(out, "BBU {:>4}", ps.pairing_allocated_bye.to_string());
}

/// 240: the requested byes of rounds not paired yet (the player lines carry them too, so a
/// reader of either kind sees them). `240 T RRR  PPPP  PPPP ...`
fn write_240(out: &mut String, t: &Tournament) {
    let paired = t.rounds_paired();
    let last = t.rounds_in_file();
    for round in paired + 1..=last {
        for kind in [ByeKind::Full, ByeKind::Half, ByeKind::Zero] {
            let ids: Vec<PlayerId> = t.players.iter().filter(|p| p.round(round) == RoundEntry::Bye(kind)).map(|p| p.id).collect();
            for chunk in ids.chunks(20) {
                let mut line = format!("240 {} {round:03}", kind.code());
                for id in chunk {
                    let _ = write!(line, " {:>4}", t.file_id(*id));
                }
                let _ = writeln!(out, "{line}");
            }
        }
    }
}

/// 250: fictitious points, one record per run of players with the same values and run of
/// rounds with the same value. `250 MMMM GGGG RRF RRL PPPF PPPL`
fn write_250(out: &mut String, t: &Tournament) {
    let mut i = 0;
    let ps = &t.players;
    while i < ps.len() {
        let mut j = i + 1;
        while j < ps.len() && ps[j].acceleration == ps[i].acceleration && t.file_id(ps[j].id) == t.file_id(ps[j - 1].id) + 1 {
            j += 1;
        }
        let acc = &ps[i].acceleration;
        let mut r = 0;
        while r < acc.len() {
            let v = acc[r];
            let mut s = r + 1;
            while s < acc.len() && acc[s] == v {
                s += 1;
            }
            if v != Score::ZERO {
                let _ = writeln!(out, "250      {:>4} {:03} {:03} {:>4} {:>4}", points4(v).unwrap_or_default(), r + 1, s, t.file_id(ps[i].id), t.file_id(ps[j - 1].id));
            }
            r = s;
        }
        i = j;
    }
}

/// One `001` record. Points are recomputed from the results.
pub fn player_line(t: &Tournament, p: &Player) -> String {
    let rounds = p.rounds.len() as u32;
    let points = t.score_after(p.id, rounds);
    let mut line = String::with_capacity(91 + 10 * p.rounds.len());
    let _ = write!(
        line,
        "001 {:>4} {}{:>3} {} {:>4} {} {:>11} {} {:>4} {:>4}",
        t.file_id(p.id),
        p.sex.unwrap_or(' '),
        left(&p.title, 3).trim_end(),
        left(&p.name, super::fields::NAME_WIDTH),
        p.rating.map(|r| r.to_string()).unwrap_or_default(),
        left(&p.federation, 3),
        left(&p.fide_id, 11).trim_end(),
        left(&p.birth, 10),
        points4(points).unwrap_or_default(),
        p.rank.map(|r| r.to_string()).unwrap_or_default(),
    );
    for e in &p.rounds {
        let block = match *e {
            RoundEntry::NotPaired => "        ".to_string(),
            RoundEntry::Bye(k) => format!("0000 - {}", k.code()),
            RoundEntry::Game { opponent, colour, result } => {
                format!("{:>4} {} {}", t.file_id(opponent), colour.map_or('-', |c| c.letter()), result.code())
            }
        };
        let _ = write!(line, "  {block}");
    }
    line.trim_end().to_string()
}

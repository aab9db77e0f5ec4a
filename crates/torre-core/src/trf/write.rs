//! Normalised TRF-16 writer: reads back to an equal model.

use crate::model::*;
use crate::score::Score;
use std::fmt::Write as _;

fn header(out: &mut String, code: &str, text: &str) {
    if !text.is_empty() {
        let _ = writeln!(out, "{code} {text}");
    }
}

/// Fixed-width field, left aligned, cut to `width` characters.
fn left(text: &str, width: usize) -> String {
    let cut: String = text.chars().take(width).collect();
    format!("{cut:<width$}")
}

/// Write the tournament as TRF-16 (LF line endings) with the TRF(x) extensions it needs.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let info = &t.info;
    header(&mut out, "012", &info.name);
    header(&mut out, "022", &info.city);
    header(&mut out, "032", &info.federation);
    header(&mut out, "042", &info.start_date);
    header(&mut out, "052", &info.end_date);
    let _ = writeln!(out, "062 {}", t.players.len());
    let rated = t.players.iter().filter(|p| p.rating.is_some()).count();
    let _ = writeln!(out, "072 {rated}");
    header(&mut out, "092", &info.kind);
    header(&mut out, "102", &info.chief_arbiter);
    for d in &info.deputy_arbiters {
        header(&mut out, "112", d);
    }
    header(&mut out, "122", &info.time_control);
    for (code, text) in &info.other {
        if text.is_empty() {
            let _ = writeln!(out, "{code}");
        } else {
            let _ = writeln!(out, "{code} {text}");
        }
    }
    if !info.round_dates.is_empty() {
        let mut line = format!("{:<87}", "132");
        for d in &info.round_dates {
            let _ = write!(line, "     {}", left(d, 8));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    for p in &t.players {
        let _ = writeln!(out, "{}", player_line(t, p));
    }
    if let Some(r) = t.total_rounds {
        let _ = writeln!(out, "XXR {r}");
    }
    if let Some(c) = t.initial_colour {
        let _ = writeln!(out, "XXC {}", if c == Colour::White { "white1" } else { "black1" });
    }
    write_points(&mut out, &t.points);
    for p in &t.players {
        if p.acceleration.iter().any(|v| *v != Score::ZERO) {
            let mut line = format!("XXA {:>4}", p.id);
            for v in &p.acceleration {
                let _ = write!(line, " {:>4}", v.to_string());
            }
            let _ = writeln!(out, "{line}");
        }
    }
    for (a, b) in &t.forbidden_pairs {
        let _ = writeln!(out, "XXP {a} {b}");
    }
    for c in &t.comments {
        let _ = writeln!(out, "{c}");
    }
    out
}

fn write_points(out: &mut String, ps: &PointSystem) {
    if ps.is_standard() {
        return;
    }
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
    // bbpPairings reads its own codes, not XXS
    let _ = writeln!(out, "BBW {:>4}", ps.win.to_string());
    let _ = writeln!(out, "BBD {:>4}", ps.draw.to_string());
    let _ = writeln!(out, "BBL {:>4}", ps.loss.to_string());
    let _ = writeln!(out, "BBZ {:>4}", ps.zero_bye.to_string());
    let _ = writeln!(out, "BBF {:>4}", ps.full_bye.to_string());
    let _ = writeln!(out, "BBU {:>4}", ps.pairing_allocated_bye.to_string());
}

/// One `001` record. Points are recomputed from the results.
pub fn player_line(t: &Tournament, p: &Player) -> String {
    let rounds = p.rounds.len() as u32;
    let points = t.score_after(p.id, rounds);
    let mut line = String::with_capacity(91 + 10 * p.rounds.len());
    let _ = write!(
        line,
        "001 {:>4} {}{:>3} {} {:>4} {} {:>11} {} {:>4} {:>4}",
        p.id,
        p.sex.unwrap_or(' '),
        left(&p.title, 3).trim_end(),
        left(&p.name, 33),
        p.rating.map(|r| r.to_string()).unwrap_or_default(),
        left(&p.federation, 3),
        left(&p.fide_id, 11).trim_end(),
        left(&p.birth, 10),
        points.to_string(),
        p.rank.map(|r| r.to_string()).unwrap_or_default(),
    );
    for e in &p.rounds {
        let block = match *e {
            RoundEntry::NotPaired => "        ".to_string(),
            RoundEntry::Bye(k) => format!("0000 - {}", k.code()),
            RoundEntry::Game { opponent, colour, result } => {
                format!("{:>4} {} {}", opponent, colour.map_or('-', |c| c.letter()), result.code())
            }
        };
        let _ = write!(line, "  {block}");
    }
    line.trim_end().to_string()
}

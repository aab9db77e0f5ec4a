//! The explanation as readable text (`torre --explain`).

use super::*;
use std::fmt::Write;

fn ids(v: &[PlayerId]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

fn pairs(v: &[(PlayerId, PlayerId)]) -> String {
    v.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(", ")
}

fn nums(v: &[u32]) -> String {
    v.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(" ")
}

fn pts(x: f64) -> String {
    format!("{x}")
}

/// A player as the seed slides write him: "3Bb↓" (pairing number, preference, float).
fn tag(players: &[PlayerState], id: PlayerId) -> String {
    let Some(p) = players.iter().find(|p| p.id == id) else { return id.to_string() };
    let arrow = |f: &str| match f {
        "up" => "↑",
        "down" => "↓",
        _ => "",
    };
    format!("{}{}{}{}", p.id, p.preference, arrow(&p.float_prev), if p.float_prev2.is_empty() { String::new() } else { format!("({})", arrow(&p.float_prev2)) })
}

pub fn render(e: &Explanation) -> String {
    let mut s = String::new();
    let name = match e.system.as_str() {
        "dutch" => "FIDE (Dutch)",
        "burstein" => "Burstein",
        "roundrobin" => "round-robin (Berger tables)",
        "doubleroundrobin" => "double round-robin (Berger tables)",
        _ => "Dubov",
    };
    let _ = writeln!(s, "Round {} — {name} system", e.round);
    if !e.virtual_points.is_empty() {
        let groups = virtual_groups(&e.virtual_points).into_iter().map(|(v, who)| format!("{} for players {}", pts(v), ids(&who))).collect::<Vec<_>>().join("; ");
        let _ = writeln!(s, "Accelerated round (C.04.5.1): virtual points {groups}. The scores below are pairing scores (points plus virtual points); the standings do not count them.");
    }
    if e.system == "burstein" && e.dutch.is_some() {
        let _ = writeln!(s, "Seeding round (C.04.4.2 Art. 1.6): paired by the FIDE (Dutch) rules.");
    }
    if let Some(d) = &e.dutch {
        // the renderer names the 2017 articles; the 2026 text numbers them differently
        let mut part = String::new();
        dutch(&mut part, d);
        s.push_str(&crate::dutch::articles::rewrite(d.edition, &part));
    }
    if let Some(d) = &e.dubov {
        // the renderer names the 2018 articles; the 2026 text numbers them differently
        let mut part = String::new();
        dubov(&mut part, d);
        s.push_str(&crate::dubov::articles::rewrite(d.edition, &part));
    }
    if let Some(b) = &e.burstein {
        burstein(&mut s, b);
    }
    if let Some(r) = &e.roundrobin {
        let _ = writeln!(s, "\nBerger table for {} numbers (C.05 Annex 1), cycle {}, row {}{}:", r.table, r.cycle, r.row, if r.reversed { ", colours reversed" } else { "" });
        for b in &r.boards {
            let _ = writeln!(s, "  board {}: {} - {}{}", b.board, b.white, b.black, if b.note.is_empty() { String::new() } else { format!("  ({})", b.note) });
        }
    }
    let _ = writeln!(s, "\nPairing:");
    for (i, b) in e.pairing.boards.iter().enumerate() {
        let _ = writeln!(s, "  board {}: {} - {}", i + 1, b.white, b.black);
    }
    if let Some(b) = e.pairing.bye {
        let _ = writeln!(s, "  bye: {b}");
    }
    s
}

/// The virtual points of a round grouped by value, the largest first: [(1, [1, 2]), (0.5, [3])].
pub fn virtual_groups(v: &[(PlayerId, f64)]) -> Vec<(f64, Vec<PlayerId>)> {
    let mut out: Vec<(f64, Vec<PlayerId>)> = Vec::new();
    for &(id, x) in v {
        match out.iter_mut().find(|(y, _)| *y == x) {
            Some((_, who)) => who.push(id),
            None => out.push((x, vec![id])),
        }
    }
    out.sort_by(|a, b| b.0.total_cmp(&a.0));
    out
}

fn failures_line(f: &Failures) -> String {
    if f.c2026.is_some() {
        // 2026: every criterion by its name, the zero ones left out (see `always_shown`)
        let cells = f.cells();
        let shown = cells.iter().filter(|(n, v)| Failures::always_shown(n) || !(v == "0" || v == "[]"));
        return shown.map(|(n, v)| format!("{n} {v}")).collect::<Vec<_>>().join(", ");
    }
    let mut parts = vec![format!("pairs {}", f.pairs), format!("PSD [{}]", f.psd.iter().map(|x| pts(*x)).collect::<Vec<_>>().join(" "))];
    if let (Some(p), Some(psd)) = (f.next_pairs, &f.next_psd) {
        parts.push(format!("C.7 next: pairs {p}, PSD [{}]", psd.iter().map(|x| pts(*x)).collect::<Vec<_>>().join(" ")));
    }
    let counts = [("C.8", f.c8), ("C.9", f.c9), ("C.10", f.c10), ("C.11", f.c11), ("C.12", f.c12), ("C.13", f.c13), ("C.14", f.c14), ("C.15", f.c15)];
    for (n, v) in counts {
        if v > 0 {
            parts.push(format!("{n}={v}"));
        }
    }
    for (n, v) in [("C.16", f.c16), ("C.17", f.c17), ("C.18", f.c18), ("C.19", f.c19)] {
        if v != 0.0 {
            parts.push(format!("{n}={}", pts(v)));
        }
    }
    parts.join(", ")
}

fn fate(f: Fate) -> &'static str {
    match f {
        Fate::Illegal => "illegal",
        Fate::Duplicate => "already examined",
        Fate::BestSoFar => "not perfect — kept as the best so far",
        Fate::Discarded => "not perfect — worse than the best so far, discarded",
        Fate::Perfect => "PERFECT — accepted (B.4)",
        Fate::ChosenBest => "CHOSEN — the best available (B.8)",
        Fate::Listed => "not chosen",
    }
}

fn candidate(s: &mut String, c: &Candidate) {
    let head = if c.number > 0 { format!("#{}", c.number) } else { "engine".into() };
    let mdp = c.mdp_step.as_ref().map(|m| format!("{}; ", m.description)).unwrap_or_default();
    let _ = writeln!(s, "    {head} [{}{}] S1 {} | S2 {}", mdp, c.step.description, nums(&c.step.s1), nums(&c.step.s2));
    let fl = if c.downfloaters.is_empty() { String::new() } else { format!(", unpaired {}", ids(&c.downfloaters)) };
    let _ = writeln!(s, "       pairs {}{}", pairs(&c.pairs), fl);
    if let Some(w) = &c.illegal {
        let _ = writeln!(s, "       {w}");
    }
    if let Some(f) = &c.failures {
        let _ = writeln!(s, "       failures: {}", failures_line(f));
    }
    let _ = writeln!(s, "       → {}", fate(c.fate));
}

fn dutch(s: &mut String, d: &DutchTrace) {
    if !d.not_paired.is_empty() {
        let _ = writeln!(s, "Not paired this round: {}", ids(&d.not_paired));
    }
    for b in &d.brackets {
        let kind = match b.kind {
            BracketKind::Regular => "Bracket",
            BracketKind::Last => "Last bracket",
            // 2026 has no PPB: the bracket is re-paired under its completion criterion
            BracketKind::Ppb if d.edition == crate::model::DutchEdition::E2026 => "Bracket re-paired (A.9: so that the round can be completed)",
            BracketKind::Ppb => "PPB (A.9: re-paired so that the round can be completed, C.4)",
            BracketKind::Clb => "CLB (A.9: collapsed last bracket)",
        };
        let tags = |v: &[PlayerId]| v.iter().map(|&i| tag(&d.players, i)).collect::<Vec<_>>().join(", ");
        let _ = writeln!(s, "\n{kind} @ {} points: [{}][{}]", pts(b.score), tags(&b.mdps), tags(&b.residents));
        let _ = writeln!(s, "  BSN: {}", b.bsn.iter().enumerate().map(|(k, id)| format!("{}={id}", k + 1)).collect::<Vec<_>>().join(" "));
        let _ = writeln!(s, "  M0={} MaxPairs={} M1={}; S1 = [{}], S2 = [{}], Limbo = [{}]", b.m0, b.max_pairs, b.m1, nums(&b.s1), nums(&b.s2), nums(&b.limbo));
        for c in &b.candidates {
            candidate(s, c);
        }
        if b.candidates_omitted > 0 {
            let _ = writeln!(s, "    ... {} more candidates not listed", b.candidates_omitted);
        }
        if !b.candidates.iter().any(|c| c.number == b.chosen.number && c.number > 0) {
            candidate(s, &b.chosen);
        }
        let _ = writeln!(s, "  {}", b.reason);
        let _ = writeln!(s, "  best value per criterion: {}", failures_line(&b.ideal));
        if !b.downfloaters.is_empty() {
            let _ = writeln!(s, "  downfloaters: {}", ids(&b.downfloaters));
        }
        if let Some(c) = &b.completion {
            if c.passed {
                let bye = c.proof_bye.map(|x| format!(", bye {x}")).unwrap_or_default();
                let _ = writeln!(s, "  completion test (A.9): rest [{}] can be paired, e.g. {}{}", ids(&c.rest), pairs(&c.proof), bye);
                if c.next_fails {
                    let _ = writeln!(s, "  but not after the following bracket's pairing that C.7 counted on → this bracket is re-paired");
                }
            } else {
                let then = if d.edition == crate::model::DutchEdition::E2026 { "this bracket is re-paired" } else { "this bracket becomes the PPB" };
                let _ = writeln!(s, "  completion test (A.9): rest [{}] cannot be paired → {then}", ids(&c.rest));
            }
        }
    }
    let _ = writeln!(s, "\nColours:");
    for c in &d.colours {
        let _ = writeln!(s, "  {}-{}: {} — {}", c.white, c.black, c.rule, c.reason);
    }
    if let Some(b) = d.bye {
        let _ = writeln!(s, "Pairing-allocated bye: {b}");
    }
    for r in &d.readings {
        let _ = writeln!(s, "\nReading: {r}");
    }
}

fn dubov_failures(f: &dubov::DubovFailures) -> String {
    format!("C.5={} C.6=[{}] C.7={} C.8={} C.9={} C.10={}", f.c5, f.c6.iter().map(|x| pts(*x)).collect::<Vec<_>>().join(" "), f.c7, f.c8, f.c9, f.c10)
}

fn dubov(s: &mut String, d: &DubovTrace) {
    if !d.not_paired.is_empty() {
        let _ = writeln!(s, "Not paired this round: {}", ids(&d.not_paired));
    }
    let _ = writeln!(s, "{}", d.bye_reason);
    for b in &d.brackets {
        let _ = writeln!(s, "\nScoregroup @ {}: residents [{}], upfloaters [{}]", pts(b.score), ids(&b.residents), ids(&b.upfloaters));
        if !b.sets.is_empty() {
            let _ = writeln!(s, "  upfloater sets in D.1 order (B.2):");
            for (k, x) in b.sets.iter().enumerate() {
                if k + 1 == b.sets.len() && b.sets_omitted > 0 {
                    let _ = writeln!(s, "    ... {} more sets", b.sets_omitted);
                }
                let what = match (&x.failures, &x.illegal) {
                    (Some(f), _) => dubov_failures(f),
                    (None, Some(w)) => w.clone(),
                    _ => String::new(),
                };
                let fate = match x.fate {
                    Fate::Illegal => "illegal",
                    Fate::BestSoFar => "best so far",
                    Fate::Discarded => "not better, discarded",
                    _ => "CHOSEN — the first set with the best values (B.2)",
                };
                let _ = writeln!(s, "    #{} [{}]: {} → {}", x.number, ids(&x.upfloaters), what, fate);
            }
        } else if !b.upfloater_sets_tried.is_empty() && !b.upfloaters.is_empty() {
            let sets: Vec<String> = b.upfloater_sets_tried.iter().map(|v| format!("[{}]", ids(v))).collect();
            let _ = writeln!(s, "  upfloater sets in D.1 order up to the chosen one: {}", sets.join(" "));
        }
        let _ = writeln!(s, "  G1 (white seekers) [{}], G2 [{}]", ids(&b.s1), ids(&b.s2));
        if b.shifter_steps.iter().all(|st| st.needed == 0) && !b.shifter_steps.is_empty() {
            let _ = writeln!(s, "  B.4: no shifters needed");
        }
        for st in b.shifter_steps.iter().filter(|st| st.needed > 0) {
            let (from, to) = if st.from_g1 { ("G1", "G2") } else { ("G2", "G1") };
            let rej = if st.rejected.is_empty() { String::new() } else { format!(", rejected (no legal pairing) [{}]", ids(&st.rejected)) };
            let _ = writeln!(s, "  {}: {} from {from} to {to}, D.2 order [{}]: shifted [{}]{rej}", st.rule, st.needed, ids(&st.pool), ids(&st.shifted));
        }
        if !b.s1_sorted.is_empty() {
            let s1: Vec<String> = b.s1_sorted.iter().zip(&b.s1_aro).map(|(p, a)| format!("{p} ({a})")).collect();
            let _ = writeln!(s, "  S1 by ARO (B.5): {}; G2 by ranking (D.3): {}", s1.join(", "), ids(&b.g2_sorted));
        }
        for x in &b.transpositions {
            let t2 = ids(&x.t2);
            match &x.illegal {
                Some(w) if x.count > 1 => {
                    let _ = writeln!(s, "    T2 #{}–#{} [{} …]: {}", x.number, x.number.saturating_add(x.count - 1), t2, w);
                }
                Some(w) => {
                    let _ = writeln!(s, "    T2 #{} [{}]: {}", x.number, t2, w);
                }
                None => {
                    let _ = writeln!(s, "    T2 #{} [{}]: the first legal transposition (B.6)", x.number, t2);
                }
            }
        }
        if b.transpositions_omitted > 0 {
            let _ = writeln!(s, "    ({} rejected groups not listed)", b.transpositions_omitted);
        }
        if let Some(f) = &b.failures {
            let _ = writeln!(s, "  failure values: {}", dubov_failures(f));
        }
        let _ = writeln!(s, "  pairs {} — {}", pairs(&b.pairs), b.check);
    }
    let _ = writeln!(s, "\nColours:");
    for c in &d.colours {
        let _ = writeln!(s, "  {}-{}: {} — {}", c.white, c.black, c.rule, c.reason);
    }
}

fn burstein(s: &mut String, b: &super::BursteinTrace) {
    let _ = writeln!(s, "\nRanking (1.8: Index = Buchholz, then Sonneborn-Berger; then TPN):");
    for p in &b.players {
        let _ = writeln!(s, "  {:>3}. {:>4}  score {:<4} Bh {:<5} SB {:<6} {}", p.rank, p.id, p.score, p.buchholz, p.sonneborn_berger, p.preference);
    }
    let _ = writeln!(s, "\nBye: {}", b.bye_reason);
    for (i, br) in b.brackets.iter().enumerate() {
        let bsn: Vec<String> = br.bsn.iter().enumerate().map(|(k, id)| format!("{}:{id}", k + 1)).collect();
        let pairs: Vec<String> = br.pairs.iter().map(|(a, c)| format!("{a}-{c}")).collect();
        let _ = writeln!(s, "\nBracket {} (BSN:player) {}", i + 1, bsn.join(" "));
        if pairs.is_empty() {
            let _ = writeln!(s, "  pairs: none ([C1]-[C4] allow no pair of these players)");
        } else {
            let _ = writeln!(s, "  pairs (3.2.2, first in the order of 4.3 that best meets [C5]-[C8]): {}", pairs.join(" "));
        }
        if !br.floaters.is_empty() {
            let f: Vec<String> = br.floaters.iter().map(|x| x.to_string()).collect();
            let _ = writeln!(s, "  outgoing floaters: {}", f.join(" "));
        }
        if let Some(o) = &br.order {
            let _ = writeln!(s, "  {}", burstein_order(o));
        }
    }
    let _ = writeln!(s, "\nColours (5.2):");
    for c in &b.colours {
        let _ = writeln!(s, "  {} - {}: {} ({}; higher ranked: {})", c.white, c.black, c.article, c.reason, c.higher);
    }
}

/// Where a bracket's pairing stands in the order of 4.3 (see `BursteinOrder`).
fn burstein_order(o: &super::BursteinOrder) -> String {
    let Some(c) = &o.worse_on else {
        return "the first pairing in the order of 4.3 that [C1]-[C4] allow".into();
    };
    let mut first: Vec<String> = o.first_pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    first.extend(o.first_floaters.iter().map(|f| format!("{f} floats")));
    format!("pairing {} in the order of 4.3 among those [C1]-[C4] allow; the first, {}, is worse on [{c}]", o.place, first.join(", "))
}

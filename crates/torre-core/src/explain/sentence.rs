//! The plain-language sentence of each step of an explanation, as data: what a step tries
//! (a candidate's change of S1/S2, an upfloater set, a transposition), what is found when it is
//! examined (illegal and why, perfect, best so far, short of the best value on a criterion)
//! and, after the last step of a bracket, the decision. Only what is known at that step: a
//! candidate that the end of a bracket will choose under B.8 is, when examined, "the best so
//! far". An app renders these in its own language; no prose is made here.

use super::*;
use crate::absolute::Breach;

/// What a Dutch candidate changes from the original subgroups (B.3, D.1–D.3), by pairing number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// B.3: the original S1 and S2.
    Original,
    /// D.1: two players of S2 change places.
    Swap { a: PlayerId, b: PlayerId },
    /// D.1: S2 in a new order.
    Transposition { s2: Vec<PlayerId> },
    /// D.2 (residents) or D.3 (MDPs with the Limbo): `out` leave S1, `into` enter it; then,
    /// when `s2` is given, S2 transposed to that order (D.1).
    Exchange { out: Vec<PlayerId>, into: Vec<PlayerId>, mdps: bool, s2: Option<Vec<PlayerId>> },
    /// A bracket of `players` too large to list every candidate: the engine's candidate, the
    /// best (B.8), after the first `listed` candidates in generation order, none of them it.
    Engine { players: usize, listed: usize },
}

/// What is known about a step when it is examined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// Breaks an absolute or the completion criterion: discarded at once.
    Illegal(Breach),
    /// The same pairs as an earlier candidate: skipped.
    Duplicate,
    /// Dutch B.4: every criterion at its best value: accepted.
    Perfect,
    /// Legal and better than every earlier one: kept. `short_on`: the first criterion (in
    /// priority order) not at its best value (Dutch: the best any candidate reaches).
    BestSoFar { short_on: Option<&'static str> },
    /// Legal but not better than the best so far (step `best`): on `on` it is worse (`None`: equal).
    NotBetter { best: u64, on: Option<&'static str> },
    /// Dutch, a bracket too large to list: a candidate examined before the engine's; `short_on`
    /// the first criterion on which it is worse than the engine's optimum.
    Listed { short_on: Option<&'static str> },
    /// The engine's candidate: optimal criterion by criterion (C.4–C.19).
    Optimal,
    /// Dubov B.2: the first set with the best values: chosen.
    ChosenSet,
    /// Dubov B.6: the first legal transposition: chosen.
    FirstLegal,
}

/// One step in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sentence {
    /// Dutch: candidate `number` (0: the engine's, not enumerated); in a heterogeneous bracket
    /// the MDP-pairing's change, then the remainder's.
    Candidate { number: u64, mdp_change: Option<Change>, change: Change, finding: Finding },
    /// Dubov B.2 (D.1 order): set `number` of upfloaters.
    UpfloaterSet { number: u64, upfloaters: Vec<PlayerId>, finding: Finding },
    /// Dubov B.3–B.4: G1 and G2 as formed, and who was shifted (from G1 when `from_g1`).
    Subgroups { g1: usize, g2: usize, shifts: Vec<(bool, Vec<PlayerId>)> },
    /// Dubov B.6 (D.3 order): transpositions `number` .. `number + count - 1` (a group that
    /// starts alike), the first pairs they make.
    Transposition { number: u64, count: u64, finding: Finding },
    /// Burstein (3.2, 4.3): one bracket, `players` of them, paired; `floaters` move on; where
    /// the pairing stands in the order of 4.3 (brackets the literal reading weighs).
    BursteinBracket { number: usize, players: usize, pairs: Vec<(PlayerId, PlayerId)>, floaters: Vec<PlayerId>, order: Option<super::BursteinOrder> },
}

/// The decision of a bracket, known once its last step has been shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Dutch B.4: candidate `number` is perfect.
    Perfect { number: u64 },
    /// Dutch B.8: no candidate is perfect; `number` is the best, the first generated among the best.
    Best { number: u64 },
    /// Dutch, a bracket too large to list: the engine's candidate has the optimal values,
    /// and among those as good it is the first in the generation order.
    Optimal,
    /// Dubov: set `set` of upfloaters (0 when none was needed) and transposition `transposition`.
    Dubov { set: u64, transposition: u64 },
}

impl Failures {
    /// The failure values as (criterion, value) cells in priority order: C.5 and C.6 always,
    /// C.7 when it applies, then C.8–C.19.
    pub fn cells(&self) -> Vec<(&'static str, String)> {
        if let Some(c) = &self.c2026 {
            return self.cells_2026(c);
        }
        let mut v = vec![("C.5", self.pairs.to_string()), ("C.6", psd(&self.psd))];
        if let (Some(p), Some(q)) = (self.next_pairs, &self.next_psd) {
            v.push(("C.7", format!("{p} {}", psd(q))));
        }
        let counts = [("C.8", self.c8), ("C.9", self.c9), ("C.10", self.c10), ("C.11", self.c11), ("C.12", self.c12), ("C.13", self.c13), ("C.14", self.c14), ("C.15", self.c15)];
        v.extend(counts.iter().map(|&(n, x)| (n, x.to_string())));
        v.extend([("C.16", self.c16), ("C.17", self.c17), ("C.18", self.c18), ("C.19", self.c19)].iter().map(|&(n, x)| (n, format!("{x}"))));
        v
    }

    /// The 2026 criteria (C.04.3 2026 Art. 2.3-2.4) in priority order: [C5] where the bracket
    /// gives the PAB, [C6], [C7], [C8] and [C9] where they apply, [C10]-[C21].
    fn cells_2026(&self, c: &Criteria2026) -> Vec<(&'static str, String)> {
        let mut v = Vec::new();
        if let Some(s) = c.pab_score {
            v.push(("[C5]", format!("{s}")));
        }
        v.extend([("[C6]", self.pairs.to_string()), ("[C7]", psd(&c.downfloaters))]);
        if let Some((p, q)) = &c.next {
            v.push(("[C8]", format!("{p} {}", psd(q))));
        }
        if let Some(u) = c.unplayed {
            v.push(("[C9]", u.to_string()));
        }
        let counts = [("[C10]", self.c8), ("[C11]", self.c9), ("[C12]", self.c10), ("[C13]", self.c11), ("[C14]", self.c12), ("[C15]", self.c13), ("[C16]", self.c14), ("[C17]", self.c15)];
        v.extend(counts.iter().map(|&(n, x)| (n, x.to_string())));
        v.extend(["[C18]", "[C19]", "[C20]", "[C21]"].into_iter().zip(&c.sds).map(|(n, l)| (n, psd(l))));
        v
    }

    /// Whether a failures table shows the cell of `code` even when it is zero: the pairs and
    /// the PSD (2017 C.5, C.6), the 2026 PAB criteria and [C6], [C7] (a zero score, or no
    /// unplayed game, is a value there).
    pub fn always_shown(code: &str) -> bool {
        matches!(code, "C.5" | "C.6" | "[C5]" | "[C6]" | "[C7]" | "[C9]")
    }

    /// The first criterion (priority order) on which `self` and `other` differ.
    pub fn first_difference(&self, other: &Failures) -> Option<&'static str> {
        first_difference(self.cells(), other.cells())
    }
}

impl dubov::DubovFailures {
    /// C.5–C.10 as (criterion, value) cells (2018 names).
    pub fn cells(&self) -> Vec<(&'static str, String)> {
        vec![("C.5", self.c5.to_string()), ("C.6", psd(&self.c6)), ("C.7", self.c7.to_string()), ("C.8", self.c8.to_string()), ("C.9", self.c9.to_string()), ("C.10", self.c10.to_string())]
    }

    pub fn first_difference(&self, other: &dubov::DubovFailures) -> Option<&'static str> {
        first_difference(self.cells(), other.cells())
    }
}

fn first_difference(a: Vec<(&'static str, String)>, b: Vec<(&'static str, String)>) -> Option<&'static str> {
    a.into_iter().zip(b).find(|(x, y)| x.1 != y.1).map(|(x, _)| x.0)
}

/// "[0.5 0]": a PSD or a score list as the trace writes it.
pub fn psd(v: &[f64]) -> String {
    format!("[{}]", v.iter().map(|x| format!("{x}")).collect::<Vec<_>>().join(" "))
}

/// The candidates a step view shows for a Dutch bracket: the listed ones, then the engine's
/// choice when it is not among them (a bracket too large to list).
pub fn dutch_shown(b: &BracketTrace) -> Vec<Candidate> {
    let mut v = b.candidates.clone();
    if !v.iter().any(|c| c.number == b.chosen.number && c.number > 0) {
        v.push(b.chosen.clone());
    }
    v
}

/// The sentence of every step of [`dutch_shown`], in order.
pub fn dutch_sentences(b: &BracketTrace) -> Vec<Sentence> {
    let shown = dutch_shown(b);
    let mut best: Option<&Candidate> = None;
    let mut out = Vec::new();
    for (i, c) in shown.iter().enumerate() {
        let engine = b.method == Method::Summary && (i + 1 == shown.len() || c.fate == Fate::ChosenBest);
        let finding = match (&c.failures, c.fate) {
            (_, Fate::Duplicate) => Finding::Duplicate,
            (None, _) => Finding::Illegal(c.breach.clone().unwrap_or(Breach::Completion)),
            (Some(_), _) if engine => Finding::Optimal,
            (Some(f), Fate::Listed) => Finding::Listed { short_on: f.first_difference(&b.ideal) },
            (Some(_), Fate::Perfect) => Finding::Perfect,
            (Some(f), _) => match best.and_then(|x| x.failures.as_ref().map(|bf| (x.number, bf))) {
                // as the trace judged it: BestSoFar, Discarded, and the B.8 choice (better than every earlier one)
                Some((number, bf)) if c.fate == Fate::Discarded => Finding::NotBetter { best: number, on: f.first_difference(bf) },
                _ => {
                    best = Some(c);
                    Finding::BestSoFar { short_on: f.first_difference(&b.ideal) }
                }
            },
        };
        let change = if engine && c.number == 0 { Change::Engine { players: b.bsn.len(), listed: i } } else { change_of(b, &c.step) };
        out.push(Sentence::Candidate { number: c.number, mdp_change: c.mdp_step.as_ref().map(|m| change_of(b, m)), change, finding });
    }
    out
}

/// The decision of a Dutch bracket.
pub fn dutch_decision(b: &BracketTrace) -> Decision {
    match (b.method, b.chosen.fate) {
        (Method::Summary, _) => Decision::Optimal,
        (_, Fate::Perfect) => Decision::Perfect { number: b.chosen.number },
        _ => Decision::Best { number: b.chosen.number },
    }
}

/// An alteration by pairing numbers: a transposition compared with S2 in BSN order.
fn change_of(b: &BracketTrace, s: &Alteration) -> Change {
    let id = |bsn: &u32| b.bsn.get(*bsn as usize - 1).copied().unwrap_or(0);
    let ids = |v: &[u32]| v.iter().map(id).collect::<Vec<_>>();
    match (s.rule.as_str(), &s.exchange) {
        ("B.3", _) => Change::Original,
        ("D.1", Some((out, into))) => {
            let mdps = b.mdps.iter().any(|m| ids(out).contains(m));
            Change::Exchange { out: ids(out), into: ids(into), mdps, s2: Some(ids(&s.s2)) }
        }
        ("D.1", None) => {
            let mut sorted = s.s2.clone();
            crate::sort::ascending(&mut sorted);
            let moved: Vec<usize> = (0..s.s2.len()).filter(|&k| s.s2[k] != sorted[k]).collect();
            match moved.as_slice() {
                [x, y] => Change::Swap { a: id(&s.s2[*x]).min(id(&s.s2[*y])), b: id(&s.s2[*x]).max(id(&s.s2[*y])) },
                _ => Change::Transposition { s2: ids(&s.s2) },
            }
        }
        (_, Some((out, into))) => Change::Exchange { out: ids(out), into: ids(into), mdps: s.rule == "D.3", s2: None },
        _ => Change::Engine { players: b.bsn.len(), listed: b.candidates.len() },
    }
}

/// The steps of a Dubov bracket: its upfloater sets, the subgroups, the transpositions
/// (the last one is the chosen pairing).
pub fn dubov_sentences(b: &DubovBracket) -> Vec<Sentence> {
    let mut out = Vec::new();
    let mut best: Option<&dubov::SetTrial> = None;
    for x in &b.sets {
        let finding = match (&x.failures, x.fate) {
            (None, _) => Finding::Illegal(x.breach.clone().unwrap_or(Breach::NoBracketPairing)),
            (Some(_), Fate::ChosenBest) => Finding::ChosenSet,
            (Some(f), Fate::Discarded) => match best.and_then(|y| y.failures.as_ref().map(|bf| (y.number, bf))) {
                Some((number, bf)) => Finding::NotBetter { best: number, on: f.first_difference(bf) },
                None => Finding::BestSoFar { short_on: None },
            },
            (Some(_), _) => {
                best = Some(x);
                Finding::BestSoFar { short_on: None }
            }
        };
        out.push(Sentence::UpfloaterSet { number: x.number, upfloaters: x.upfloaters.clone(), finding });
    }
    let shifts = b.shifter_steps.iter().filter(|s| s.needed > 0).map(|s| (s.from_g1, s.shifted.clone())).collect();
    out.push(Sentence::Subgroups { g1: b.s1.len(), g2: b.s2.len(), shifts });
    for x in &b.transpositions {
        let finding = match &x.breach {
            Some(w) => Finding::Illegal(w.clone()),
            None if x.illegal.is_some() => Finding::Illegal(Breach::NoBracketPairing),
            None => Finding::FirstLegal,
        };
        out.push(Sentence::Transposition { number: x.number, count: x.count, finding });
    }
    out
}

/// The decision of a Dubov bracket.
pub fn dubov_decision(b: &DubovBracket) -> Decision {
    Decision::Dubov { set: b.sets.last().map_or(0, |s| s.number), transposition: b.transpositions.last().map_or(0, |t| t.number) }
}

/// The steps of a Burstein round: one per bracket.
pub fn burstein_sentences(b: &BursteinTrace) -> Vec<Sentence> {
    b.brackets
        .iter()
        .enumerate()
        .map(|(k, x)| Sentence::BursteinBracket { number: k + 1, players: x.bsn.len(), pairs: x.pairs.clone(), floaters: x.floaters.clone(), order: x.order.clone() })
        .collect()
}

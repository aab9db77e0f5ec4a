//! Audit of a pairing made (or changed) by hand: for each criterion that can be measured on a
//! whole round, the value of the proposed pairing next to the engine's, and whether the
//! proposal does worse (C.04.A endorsement checklist: the program shows which criteria a
//! manual pairing breaks). Criteria are numbered as in C.04.3 (2026); the measures are taken
//! over the whole round, not bracket by bracket, so they compare two pairings of the same
//! round rather than re-deriving the engine's choice.

use super::RoundPairing;
use crate::dutch::colour::Strength;
use crate::dutch::entrant::{entrants, Entrant, Float};
use crate::model::*;
use crate::score::Score;
use serde::{Deserialize, Serialize};

/// One criterion measured on one pairing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Measure {
    /// What is minimised: a count, or a list compared lexicographically (scores in tenths).
    pub value: Vec<i64>,
    /// The players concerned (for display).
    pub players: Vec<PlayerId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CriterionAudit {
    /// "C1", "C2", ... (C.04.3 2026 numbering); "A6" for an absolute colour preference not granted;
    /// "PP" for a prohibited pairing (the arbiter's pairs that must not meet, TRF XXP / 260).
    pub code: String,
    /// True for the absolute criteria (C1–C3, PP, A6): the pairing is illegal when it fails them.
    pub absolute: bool,
    pub engine: Measure,
    pub proposed: Measure,
    /// The proposal does worse than the engine on this criterion.
    pub worse: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Audit {
    pub round: u32,
    pub criteria: Vec<CriterionAudit>,
}

impl Audit {
    /// The criteria the proposal breaks compared with the engine.
    pub fn broken(&self) -> impl Iterator<Item = &CriterionAudit> {
        self.criteria.iter().filter(|c| c.worse)
    }
    /// An absolute criterion fails for the proposal.
    pub fn illegal(&self) -> bool {
        self.criteria.iter().any(|c| c.absolute && !c.proposed.value.iter().all(|v| *v == 0))
    }
}

/// Why a proposed pairing is not a pairing of the round at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProposalError {
    /// A player appears twice (on boards or as the PAB).
    Twice(PlayerId),
    /// A player who is to be paired is missing.
    Missing(PlayerId),
    /// A player who is not to be paired (requested bye, absent, unknown) is on a board.
    NotParticipant(PlayerId),
    /// A board with the same player on both sides.
    SelfPaired(PlayerId),
    /// A PAB although the number of participants is even, or none although it is odd.
    Bye,
}

/// Check that `p` pairs every participant of round `p.round` of `before` exactly once.
/// `before` is the tournament as it stood before that round (see `check::before_round`).
pub fn validate(before: &Tournament, p: &RoundPairing) -> Result<(), ProposalError> {
    let parts = super::participants(before, p.round);
    let mut seen: Vec<PlayerId> = Vec::new();
    let mut see = |id: PlayerId| {
        if !parts.contains(&id) {
            return Err(ProposalError::NotParticipant(id));
        }
        if seen.contains(&id) {
            return Err(ProposalError::Twice(id));
        }
        seen.push(id);
        Ok(())
    };
    for b in &p.boards {
        if b.white == b.black {
            return Err(ProposalError::SelfPaired(b.white));
        }
        see(b.white)?;
        see(b.black)?;
    }
    if let Some(id) = p.bye {
        see(id)?;
    }
    if let Some(&id) = parts.iter().find(|id| !seen.contains(id)) {
        return Err(ProposalError::Missing(id));
    }
    if p.bye.is_some() != (parts.len() % 2 == 1) {
        return Err(ProposalError::Bye);
    }
    Ok(())
}

/// Compare `proposed` with `engine`, two pairings of round `proposed.round` of `before`.
pub fn audit(before: &Tournament, engine: &RoundPairing, proposed: &RoundPairing) -> Audit {
    let round = proposed.round;
    let accelerated;
    let t = if before.acceleration_method == AccelerationMethod::Baku {
        accelerated = crate::acceleration::with_baku(before);
        &accelerated
    } else {
        before
    };
    let ents = entrants(t, round, t.edition);
    let e = measures(t, &ents, engine);
    let p = measures(t, &ents, proposed);
    let criteria = e
        .into_iter()
        .zip(p)
        .map(|((code, absolute, engine), (_, _, proposed))| {
            let worse = proposed.value > engine.value;
            CriterionAudit { code: code.to_string(), absolute, engine, proposed, worse }
        })
        .collect();
    Audit { round, criteria }
}

fn count(players: Vec<PlayerId>) -> Measure {
    Measure { value: vec![players.len() as i64], players }
}

/// The players who breach each criterion in a pairing (in board order).
#[derive(Default)]
struct Breaches {
    c1: Vec<PlayerId>,
    prohibited: Vec<PlayerId>,
    c2: Vec<PlayerId>,
    c3: Vec<PlayerId>,
    a6: Vec<PlayerId>,
    c5: Measure,
    /// the downfloaters with their scores ([C6], [C7])
    down: Vec<(Score, PlayerId)>,
    c9: Measure,
    c10: Vec<PlayerId>,
    c11: Vec<PlayerId>,
    c12: Vec<PlayerId>,
    c13: Vec<PlayerId>,
    c14: Vec<PlayerId>,
    c15: Vec<PlayerId>,
    c16: Vec<PlayerId>,
    c17: Vec<PlayerId>,
}

fn measures(t: &Tournament, ents: &[Entrant], p: &RoundPairing) -> Vec<(&'static str, bool, Measure)> {
    let ent = |id: PlayerId| ents.iter().find(|e| e.id == id);
    let mut br = Breaches::default();
    for b in &p.boards {
        let (Some(w), Some(k)) = (ent(b.white), ent(b.black)) else { continue };
        br.absolute(t, w, k);
        br.colours(w, Colour::White, w.topscorer || k.topscorer);
        br.colours(k, Colour::Black, w.topscorer || k.topscorer);
        br.floats(w, k);
    }
    if let Some(e) = p.bye.and_then(ent) {
        br.bye(t, ents, e, p.round);
    }
    crate::sort::ascending(&mut br.c1);
    br.c1.dedup();
    crate::sort::by(&mut br.down, &|a, b| b.cmp(a));
    let c6 = count(br.down.iter().map(|d| d.1).collect());
    let c7 = Measure { value: br.down.iter().map(|d| d.0 .0 as i64).collect(), players: br.down.iter().map(|d| d.1).collect() };
    vec![
        ("C1", true, count(br.c1)),
        // the arbiter's prohibited pairings (TRF XXP / 260), absolute as [C1]
        ("PP", true, count(br.prohibited)),
        ("C2", true, count(br.c2)),
        ("C3", true, count(br.c3)),
        ("A6", true, count(br.a6)),
        ("C5", false, br.c5),
        ("C6", false, c6),
        ("C7", false, c7),
        ("C9", false, br.c9),
        ("C10", false, count(br.c10)),
        ("C11", false, count(br.c11)),
        ("C12", false, count(br.c12)),
        ("C13", false, count(br.c13)),
        ("C14", false, count(br.c14)),
        ("C15", false, count(br.c15)),
        ("C16", false, count(br.c16)),
        ("C17", false, count(br.c17)),
    ]
}

impl Breaches {
    /// [C1] met before, the arbiter's prohibited pairs, [C3] two absolute preferences for
    /// the same colour (topscorers excepted).
    fn absolute(&mut self, t: &Tournament, w: &Entrant, k: &Entrant) {
        if w.has_met(k.id) {
            self.c1.extend([w.id, k.id]);
        }
        if t.is_prohibited(w.id, k.id) {
            self.prohibited.extend([w.id, k.id]);
        }
        if w.pref.strength == Strength::Absolute && k.pref.strength == Strength::Absolute && w.pref.colour == k.pref.colour && !(w.topscorer || k.topscorer) {
            self.c3.extend([w.id, k.id]);
        }
    }

    /// A player given colour `c`: his preference not granted ([C12], strong [C13], absolute
    /// A6 outside topscorer boards); on a topscorer board ([C10], [C11]) a colour difference
    /// beyond 2 or the same colour three times running after this round.
    fn colours(&mut self, me: &Entrant, c: Colour, top: bool) {
        if me.pref.colour.is_some_and(|want| want != c) {
            self.c12.push(me.id);
            if me.pref.strength >= Strength::Strong {
                self.c13.push(me.id);
            }
            if me.pref.strength == Strength::Absolute && !top {
                self.a6.push(me.id);
            }
        }
        let mut h = me.history.clone();
        h.push(c);
        if top && crate::dutch::colour::colour_difference(&h).abs() > 2 {
            self.c10.push(me.id);
        }
        let n = h.len();
        if top && n >= 3 && h[n - 1] == h[n - 2] && h[n - 2] == h[n - 3] {
            self.c11.push(me.id);
        }
    }

    /// A board of unequal scores: the higher downfloats, the lower upfloats ([C14]-[C17]: the
    /// same float as one or two rounds before).
    fn floats(&mut self, w: &Entrant, k: &Entrant) {
        let (hi, lo) = if w.score >= k.score { (w, k) } else { (k, w) };
        if hi.score == lo.score {
            return;
        }
        self.down.push((hi.score, hi.id));
        if hi.float_prev == Float::Down {
            self.c14.push(hi.id);
        }
        if lo.float_prev == Float::Up {
            self.c15.push(lo.id);
        }
        if hi.float_prev2 == Float::Down {
            self.c16.push(hi.id);
        }
        if lo.float_prev2 == Float::Up {
            self.c17.push(lo.id);
        }
    }

    /// The PAB receiver `e`: [C2] not allowed one, [C5] his score, [C9] his unplayed games
    /// before `round`; he leaves the last bracket, a downfloat when anyone scores less.
    fn bye(&mut self, t: &Tournament, ents: &[Entrant], e: &Entrant, round: u32) {
        if !e.can_bye {
            self.c2.push(e.id);
        }
        self.c5 = Measure { value: vec![e.score.0 as i64], players: vec![e.id] };
        let unplayed = (1..round).filter(|&r| t.player(e.id).map(|pl| !pl.round(r).is_played_game()).unwrap_or(false)).count();
        self.c9 = Measure { value: vec![unplayed as i64], players: vec![e.id] };
        if ents.iter().any(|x| x.score < e.score) {
            self.down.push((e.score, e.id));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::{apply, pair_next_round, Board, PairOptions};

    fn field(n: u32) -> Tournament {
        let mut t = Tournament { total_rounds: Some(5), initial_colour: Some(Colour::White), ..Default::default() };
        for id in 1..=n {
            t.players.push(Player { id, name: format!("P{id}"), rating: Some(2500 - id * 10), ..Default::default() });
        }
        t
    }

    fn result(t: &mut Tournament, round: u32, white_wins: bool) {
        for i in 0..t.players.len() {
            if let RoundEntry::Game { opponent, colour, .. } = t.players[i].round(round) {
                let win = (colour == Some(Colour::White)) == white_wins;
                let r = if win { GameResult::Win } else { GameResult::Loss };
                t.players[i].set_round(round, RoundEntry::Game { opponent, colour, result: r });
            }
        }
    }

    #[test]
    fn engine_against_itself_breaks_nothing() {
        let mut t = field(7);
        let p = pair_next_round(&t, &PairOptions::default()).unwrap();
        apply(&mut t, &p);
        result(&mut t, 1, true);
        let p2 = pair_next_round(&t, &PairOptions::default()).unwrap();
        let a = audit(&t, &p2, &p2);
        assert_eq!(a.broken().count(), 0);
        assert!(!a.illegal());
        assert!(validate(&t, &p2).is_ok());
    }

    #[test]
    fn rematch_and_pab_twice_are_reported() {
        let mut t = field(5);
        let p = pair_next_round(&t, &PairOptions::default()).unwrap();
        apply(&mut t, &p);
        result(&mut t, 1, true);
        let bye1 = p.bye.unwrap();
        let engine = pair_next_round(&t, &PairOptions::default()).unwrap();
        // replay both boards of round 1, give the PAB again to round 1's PAB receiver
        let b1 = p.boards[0];
        let others: Vec<PlayerId> = (1..=5).filter(|&i| i != b1.white && i != b1.black && i != bye1).collect();
        let proposed = RoundPairing {
            round: 2,
            boards: vec![Board { white: b1.black, black: b1.white }, Board { white: others[0], black: others[1] }],
            bye: Some(bye1),
        };
        assert!(validate(&t, &proposed).is_ok());
        let a = audit(&t, &engine, &proposed);
        let broken: Vec<&str> = a.broken().map(|c| c.code.as_str()).collect();
        assert!(broken.contains(&"C1"), "{broken:?}");
        assert!(broken.contains(&"C2"), "{broken:?}");
        assert!(a.illegal());
        let c1 = a.criteria.iter().find(|c| c.code == "C1").unwrap();
        assert_eq!(c1.proposed.players, vec![1, 2, 3, 4].into_iter().filter(|&i| i != bye1).collect::<Vec<_>>());
        assert_eq!(c1.proposed.value, vec![4]);
        assert_eq!(c1.engine.value, vec![0]);
    }

    #[test]
    fn prohibited_pair_is_named_apart_from_rematches() {
        let mut t = field(4);
        t.set_prohibited(3, 1, true);
        let engine = pair_next_round(&t, &PairOptions::default()).unwrap();
        assert!(engine.boards.iter().all(|b| !t.is_prohibited(b.white, b.black)), "{engine:?}");
        let proposed = RoundPairing { round: 1, boards: vec![Board { white: 1, black: 3 }, Board { white: 4, black: 2 }], bye: None };
        let a = audit(&t, &engine, &proposed);
        let pp = a.criteria.iter().find(|c| c.code == "PP").unwrap();
        assert!(pp.worse && pp.absolute && a.illegal());
        assert_eq!(pp.proposed.players, vec![1, 3]);
        assert_eq!(a.criteria.iter().find(|c| c.code == "C1").unwrap().proposed.value, vec![0]);
    }

    #[test]
    fn validation_names_the_problem() {
        let t = field(4);
        let ok = RoundPairing { round: 1, boards: vec![Board { white: 1, black: 3 }, Board { white: 4, black: 2 }], bye: None };
        assert!(validate(&t, &ok).is_ok());
        let twice = RoundPairing { round: 1, boards: vec![Board { white: 1, black: 3 }, Board { white: 3, black: 2 }], bye: None };
        assert_eq!(validate(&t, &twice), Err(ProposalError::Twice(3)));
        let missing = RoundPairing { round: 1, boards: vec![Board { white: 1, black: 3 }], bye: Some(2) };
        assert_eq!(validate(&t, &missing), Err(ProposalError::Missing(4)));
        let stranger = RoundPairing { round: 1, boards: vec![Board { white: 1, black: 9 }, Board { white: 4, black: 2 }], bye: None };
        assert_eq!(validate(&t, &stranger), Err(ProposalError::NotParticipant(9)));
    }
}

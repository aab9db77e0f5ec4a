//! Late entries (C.04.2.C): "they receive no points for unplayed rounds, unless the tournament
//! rules say otherwise". What each round a player did not play counts, as the TRF writes it
//! (TRF-2026 137-139 codes): absent, 0 (`Z`), half-point bye (`H`), full-point bye (`F`); never
//! a pairing-allocated bye (`U`): C.04.3 C2 and the PAB value rest on it. The Swiss engines read
//! these letters as they read requested byes: an unplayed round that is not a PAB (a player with
//! an `H` or `Z` may still receive the PAB), left out of the colour history (C.04.2.D.5).
//! Changed after the entry, for a round already paired, it is a correction of that round's
//! points: asked (Level 3) and logged as a `### Correction` line.

use super::fide::{Event, Level, Warning};
use torre_core::{ByeKind, PlayerId, RoundEntry};

/// The kinds a round not played may count as (the order of the choice on screen).
pub const MISSED_KINDS: [ByeKind; 3] = [ByeKind::Zero, ByeKind::Half, ByeKind::Full];

/// The TRF letter and its meaning, in English (the log is a FIDE file's text).
fn log_name(k: ByeKind) -> &'static str {
    match k {
        ByeKind::Half => "half-point bye (H)",
        ByeKind::Full => "full-point bye (F)",
        _ => "absent, 0 (Z)",
    }
}

impl super::Doc {
    /// The rounds already paired that `id` did not play and that count as `Z`, `H` or `F` (a
    /// late entry's rounds before he joined, a bye asked for), before his withdrawal.
    pub fn missed_rounds(&self, id: PlayerId) -> Vec<(u32, ByeKind)> {
        let Some(p) = self.tournament.player(id) else { return Vec::new() };
        let until = self.withdrawn_from(id).unwrap_or(u32::MAX);
        (1..=self.rounds_paired().min(until.saturating_sub(1)))
            .filter_map(|r| match p.round(r) {
                RoundEntry::Bye(k) if MISSED_KINDS.contains(&k) => Some((r, k)),
                _ => None,
            })
            .collect()
    }

    /// What `round`, paired and missed by `id`, counts as (see [`Doc::missed_rounds`]).
    fn missed_round(&self, id: PlayerId, round: u32) -> Option<ByeKind> {
        self.missed_rounds(id).into_iter().find(|m| m.0 == round).map(|m| m.1)
    }

    /// Before counting a late entry's missed rounds as `kind`: a full-point bye is deprecated
    /// by FIDE (Level 2, as a requested one); a zero or a half-point bye asks nothing.
    pub fn late_entry_warnings(&self, kind: ByeKind) -> Vec<Warning> {
        if kind == ByeKind::Full && self.rounds_paired() > 0 {
            vec![Warning::new(Level::Acknowledge, crate::strings::fide::full_bye())]
        } else {
            Vec::new()
        }
    }

    /// Before counting `round`, missed by `id`, as `kind`: the round's points change, and with
    /// them the standings and the rounds paired since (Level 3; a full-point bye adds FIDE's
    /// Level 2 note). A round before the previous one is closed to corrections as its results
    /// are (refused in FIDE mode, Q189-191; a two-step question outside it).
    pub fn missed_round_warnings(&self, id: PlayerId, round: u32, kind: ByeKind) -> Vec<Warning> {
        let Some(old) = self.missed_round(id, round) else { return Vec::new() };
        if old == kind {
            return Vec::new();
        }
        let label = |k| super::entry_result_label(&RoundEntry::Bye(k));
        let mut change = Warning::new(Level::Confirm, crate::strings::fill(
            crate::strings::tr().late_missed_change,
            &[("id", &id), ("round", &round), ("old", &label(old)), ("new", &label(kind))],
        ));
        let published = self.most_published();
        if round + 1 < published {
            change.level = self.fide_level(Level::Refuse);
            if change.level == Level::Refuse {
                change.text = format!("{} {}", change.text, crate::strings::fill(crate::strings::tr().late_missed_refused, &[("previous", &(published - 1))]));
            }
        }
        let mut ws = vec![change];
        ws.extend(self.late_entry_warnings(kind));
        ws
    }

    /// Count `round`, paired and missed by `id` (see [`Doc::missed_rounds`]), as `kind`;
    /// logged. False when that round is not one he missed.
    pub fn set_missed_round(&mut self, id: PlayerId, round: u32, kind: ByeKind) -> bool {
        let Some(old) = self.missed_round(id, round) else { return false };
        if !MISSED_KINDS.contains(&kind) {
            return false;
        }
        if old != kind {
            if let Some(p) = self.tournament.player_mut(id) {
                p.set_round(round, RoundEntry::Bye(kind));
            }
            let detail = format!("player {id} did not play round {round}: counted as {} instead of {}", log_name(kind), log_name(old));
            self.log(Event::Correction, round, detail);
        }
        true
    }

    /// A late entry `id` whose rounds `1..=paired` count as `kind` (the tournament's rules,
    /// C.04.2.C): logged in one line when not the default 0.
    pub(super) fn log_late_rounds(&mut self, id: PlayerId, paired: u32, kind: ByeKind) {
        if kind == ByeKind::Zero {
            return;
        }
        let rounds = if paired == 1 { "round 1".to_string() } else { format!("rounds 1-{paired}") };
        self.log(Event::Correction, paired, format!("late entry {id}: {rounds}, not played, counted as {} by the tournament's rules (C.04.2.C)", log_name(kind)));
    }
}

#[cfg(test)]
mod tests {
    use super::super::{run_engine, BoardResult, Doc, Level};
    use torre_core::trf::Layout;
    use torre_core::{ByeKind, Player, PlayerId, RoundEntry, Score, Tournament};

    /// Six players, `rounds` rounds paired by the engine (White wins), then a late entry rated
    /// below all of them whose rounds so far count as `missed`.
    fn with_late_entry(rounds: u32, missed: ByeKind) -> Doc {
        let mut d = Doc::new(Tournament { total_rounds: Some(5), ..Default::default() });
        d.add_players((0..6).map(|i| Player { name: format!("P{i}"), rating: Some(2000 - 100 * i), ..Default::default() }).collect(), ByeKind::Zero);
        for _ in 0..rounds {
            pair_and_play(&mut d, BoardResult::WhiteWins);
        }
        d.add_players(vec![Player { name: "Late".into(), rating: Some(1000), ..Default::default() }], missed);
        d
    }

    fn pair_and_play(d: &mut Doc, result: BoardResult) {
        let mut next = d.prepare_next().unwrap();
        let p = run_engine(&next.tournament).unwrap();
        next.apply_engine(&p);
        *d = next;
        let r = d.rounds_paired();
        for b in d.boards(r).0 {
            d.enter_result(r, b.white, b.black, result);
        }
    }

    fn entries(d: &Doc, id: PlayerId) -> Vec<RoundEntry> {
        (1..=d.rounds_paired()).map(|r| d.tournament.player(id).unwrap().round(r)).collect()
    }

    fn trf_line(d: &Doc, id: PlayerId, layout: Layout) -> String {
        let text = d.trf(d.tournament.clone(), layout);
        text.lines().find(|l| l.starts_with("001") && l[4..8].trim() == id.to_string()).unwrap().to_string()
    }

    #[test]
    fn a_late_entry_rounds_count_as_the_rules_say_scored_and_written_as_trf_letters() {
        let d = with_late_entry(2, ByeKind::Half);
        assert_eq!(entries(&d, 7), [RoundEntry::Bye(ByeKind::Half); 2]);
        assert_eq!(d.score(7, 2), Score::ONE, "two half-point byes");
        for layout in [Layout::Trf16, Layout::Trf2026] {
            assert_eq!(trf_line(&d, 7, layout).matches("0000 - H").count(), 2, "{}", trf_line(&d, 7, layout));
        }
        let log = d.log_lines();
        assert!(log.iter().any(|l| l.starts_with("### Correction @ Round 2: late entry 7: rounds 1-2, not played, counted as half-point bye (H) by the tournament's rules (C.04.2.C)")), "{log:?}");
        // the default, no points (C.04.2.C), is not logged
        let d = with_late_entry(2, ByeKind::Zero);
        assert_eq!(entries(&d, 7), [RoundEntry::Bye(ByeKind::Zero); 2]);
        assert!(d.log.iter().all(|e| e.event != super::Event::Correction));
        assert_eq!(highest(&with_late_entry(2, ByeKind::Full).late_entry_warnings(ByeKind::Full)), Some(Level::Acknowledge), "deprecated by FIDE");
    }

    fn highest(ws: &[super::Warning]) -> Option<Level> {
        super::super::fide::highest(ws)
    }

    #[test]
    fn the_swiss_engine_reads_them_as_byes_asked_for_not_as_a_pab() {
        // every game drawn: the six players on 1 point, the late entrant absent in rounds 1-2
        // alone on 0: the PAB of round 3 is his (C.04.3 C5), as a Z is not a PAB received (C2)
        let late = |missed| {
            let mut d = Doc::new(Tournament { total_rounds: Some(5), ..Default::default() });
            d.add_players((0..6).map(|i| Player { name: format!("P{i}"), rating: Some(2000 - 100 * i), ..Default::default() }).collect(), ByeKind::Zero);
            pair_and_play(&mut d, BoardResult::Draw);
            pair_and_play(&mut d, BoardResult::Draw);
            d.add_players(vec![Player { name: "Late".into(), rating: Some(1000), ..Default::default() }], missed);
            d
        };
        let mut d = late(ByeKind::Zero);
        pair_and_play(&mut d, BoardResult::Draw);
        assert_eq!(d.tournament.player(7).unwrap().round(3), RoundEntry::Bye(ByeKind::PairingAllocated));
        // the control: the same rounds written as PABs (U) would bar him from it
        let mut d = late(ByeKind::Zero);
        d.tournament.player_mut(7).unwrap().rounds = vec![RoundEntry::Bye(ByeKind::PairingAllocated); 2];
        pair_and_play(&mut d, BoardResult::Draw);
        assert!(matches!(d.tournament.player(7).unwrap().round(3), RoundEntry::Game { .. }));
        // with two half-point byes (1 point) he is one of the 1-point group: plays, somebody
        // else has the PAB
        let mut d = late(ByeKind::Half);
        pair_and_play(&mut d, BoardResult::Draw);
        assert!(matches!(d.tournament.player(7).unwrap().round(3), RoundEntry::Game { .. }), "{:?}", entries(&d, 7));
        assert_eq!(d.score(7, 3), Score::ONE + Score::HALF);
        // his colour history holds his one game: the byes are no colour (C.04.2.D.5)
        assert!(d.tournament.colour_history(7, 2).is_empty());
        assert_eq!(d.tournament.colour_history(7, 3).len(), 1);
    }

    #[test]
    fn a_missed_round_changed_on_the_card_is_asked_scored_and_logged() {
        let mut d = with_late_entry(2, ByeKind::Zero);
        pair_and_play(&mut d, BoardResult::WhiteWins);
        assert_eq!(d.missed_rounds(7).iter().map(|m| m.0).collect::<Vec<_>>(), [1, 2]);
        // round 2, the previous round: asked; round 1 is closed as its results are (Q189-191)
        assert_eq!(highest(&d.missed_round_warnings(7, 2, ByeKind::Half)), Some(Level::Confirm));
        assert_eq!(highest(&d.missed_round_warnings(7, 1, ByeKind::Half)), Some(Level::Refuse), "FIDE mode");
        d.fide_mode = false;
        assert_eq!(highest(&d.missed_round_warnings(7, 1, ByeKind::Half)), Some(Level::TwoStep));
        d.fide_mode = true;
        assert_eq!(highest(&d.missed_round_warnings(7, 2, ByeKind::Zero)), None, "no change");
        let before = d.score(7, 3);
        assert!(d.set_missed_round(7, 2, ByeKind::Half));
        assert_eq!(d.score(7, 3), before + Score::HALF);
        let line = d.log_lines().last().unwrap().clone();
        assert!(line.starts_with("### Correction @ Round 2: player 7 did not play round 2: counted as half-point bye (H) instead of absent, 0 (Z)"), "{line}");
        assert_eq!(trf_line(&d, 7, Layout::Trf16).matches("0000 - H").count(), 1);
        // a round he played, a PAB, a round not yet paired: not his to change
        assert!(!d.set_missed_round(7, 3, ByeKind::Half), "round 3 was played");
        assert!(!d.set_missed_round(7, 4, ByeKind::Half));
        let pab = d.boards(3).1.unwrap();
        assert!(!d.set_missed_round(pab, 3, ByeKind::Half), "a PAB");
        assert!(!d.set_missed_round(1, 1, ByeKind::Half), "a game played");
        assert!(!d.set_missed_round(7, 1, ByeKind::PairingAllocated), "never a U");
        assert_eq!(d.tournament.player(7).unwrap().round(1), RoundEntry::Bye(ByeKind::Zero));
    }
}

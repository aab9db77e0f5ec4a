//! The app's document for one tournament (the core model plus what only the app needs) and
//! the operations the screens perform on it. Pure Rust: no browser types here.

pub mod dates;
mod late;
pub use late::MISSED_KINDS;
pub mod prints;
pub mod prizes;
mod event;
pub mod fide;
mod register;
mod result;
mod roundrobin;
mod text;
pub mod paste;
pub use event::*;
pub use fide::{Level, LogEntry, Warning};
mod tiebreaks;
pub use result::BoardResult;
pub use roundrobin::ScheduledGame;
pub use tiebreaks::*;
pub use text::*;

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use torre_core::pairing::{self, audit, Board, PairOptions, RoundPairing};
use torre_core::{ByeKind, GameResult, Player, PlayerId, RoundEntry, Score, Tournament};

/// Late entrants are inserted in the initial order until this round has been paired
/// (C.04.2.B.3: no change of pairing numbers after the pairing of round 4).
pub const LAST_RENUMBER_ROUND: u32 = 4;

/// Current version of the stored data layout. Bump it and extend [`migrate`] on any change.
pub const SCHEMA: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Doc {
    pub tournament: Tournament,
    /// Players withdrawn from a round on (player, first round missed).
    #[serde(default)]
    pub withdrawn: Vec<(PlayerId, u32)>,
    /// The initial colour was drawn by lot (shown to the arbiter).
    #[serde(default)]
    pub colour_by_lot: bool,
    /// The arbiter changed the initial order by hand: no automatic C.04.2 renumbering.
    #[serde(default)]
    pub manual_order: bool,
    /// The engine's pairing of each round paired in the app (kept to audit manual changes).
    #[serde(default)]
    pub engine: Vec<RoundPairing>,
    /// Rounds whose pairing the arbiter changed by hand.
    #[serde(default)]
    pub edited: Vec<u32>,
    /// Prize lists and categories (issue 21).
    #[serde(default)]
    pub prizes: torre_core::prizes::PrizeRules,
    /// Round robins: the seed of the draw of numbers by lot (shown; None: numbers by hand).
    #[serde(default)]
    pub numbers_drawn: Option<u64>,
    /// Round robins: that draw was restricted by the Varma tables (C.05 Annex 2).
    #[serde(default)]
    pub numbers_varma: bool,
    /// The event this tournament is a section of (its storage id; see `event`). Absent in
    /// tournaments saved before events existed: they stay standalone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// FIDE mode (on by default, also for tournaments saved before it existed); once left, for
    /// good (see [`fide`]).
    #[serde(default = "fide::default_true")]
    pub fide_mode: bool,
    /// The integrity log: every pairing integrity breaching event, oldest first.
    #[serde(default)]
    pub log: Vec<LogEntry>,
    /// Results corrected for the rating report only (FIDE mode: a round before the previous
    /// one is not editable, checklist Q192-193), apart from the results that pair and score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rating_corrections: Vec<fide::RatingCorrection>,
    /// The most rounds ever paired, when a round has been unpaired since: the rounds before
    /// the previous one stay closed to corrections ([`Doc::result_warnings`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub most_paired: u32,
    /// Players the tournament's rules leave without half-point byes (a free entry, conditions:
    /// checklist Q175-176; [`Doc::bye_warnings`] refuses them one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_half_bye: Vec<PlayerId>,
    /// Only in documents saved before adjourned games were results of their own
    /// (`GameResult::Adjourned`): the games marked adjourned (round, white, black), turned into
    /// that result when the document is read ([`migrate`]).
    #[serde(default, skip_serializing)]
    adjourned: Vec<(u32, PlayerId, PlayerId)>,
    /// Tie-break settings beyond the list (`tournament.tiebreaks`): see [`TieBreakSettings`].
    #[serde(default)]
    pub tiebreak: TieBreakSettings,
    /// The arbiter chose the Dubov edition (`tournament.dubov_edition`); otherwise it follows
    /// the file and the start date ([`Doc::follow_dubov_edition`]).
    #[serde(default)]
    pub dubov_edition_chosen: bool,
}

/// What is stored under one key: the document with its schema version and a revision
/// counter (used to detect another tab's writes).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Envelope {
    pub schema: u32,
    pub id: String,
    pub rev: u64,
    pub saved: f64,
    pub doc: Doc,
}

/// Read a stored envelope or a JSON backup of any known schema version.
pub fn migrate(text: &str) -> Result<Envelope, String> {
    use crate::strings::{data_error, DataError};
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| data_error(DataError::NotJson, &e.to_string()))?;
    let schema = v.get("schema").and_then(|s| s.as_u64()).ok_or_else(|| data_error(DataError::NoSchema, ""))? as u32;
    match schema {
        1 => {
            let mut e = serde_json::from_value::<Envelope>(v).map_err(|e| data_error(DataError::Damaged, &e.to_string()))?;
            e.doc.adopt_old_adjourned();
            Ok(e)
        }
        s if s > SCHEMA => Err(crate::strings::newer_schema(s, SCHEMA)),
        s => Err(data_error(DataError::UnknownSchema, &s.to_string())),
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// One line of the pairing list.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLine {
    pub board: usize,
    pub white: PlayerId,
    pub black: PlayerId,
    pub result: BoardResult,
}

/// Next-round status chosen in the player list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextRound {
    Play,
    Half,
    Zero,
    Full,
}

impl Doc {
    pub fn new(t: Tournament) -> Doc {
        Doc { tournament: t, fide_mode: true, ..Default::default() }
    }

    pub fn rounds_paired(&self) -> u32 {
        self.tournament.rounds_paired()
    }

    pub fn next_round(&self) -> u32 {
        pairing::next_round(&self.tournament)
    }

    /// Add players; before round 1 the pairing numbers are recomputed (C.04.2.B). Later they
    /// are late entries (C.04.2.C): the rounds already paired count as `missed` (0 unless the
    /// tournament's rules say otherwise, [`late`]), and a pairing
    /// number "according to B" (inserted in the initial order; the players below move down
    /// one) until round 4 is paired, the next free number afterwards (C.04.2.B.3, VCL.09).
    /// A round robin takes no player once round 1 is paired ([`Doc::entries_closed`]; the
    /// views refuse with a message before calling this): the call changes nothing.
    ///
    /// Returns the late entries placed among the players (C.04.2.B, until round 4 is paired):
    /// each one's pairing number and the last number moved down to make room for it.
    pub fn add_players(&mut self, new: Vec<Player>, missed: ByeKind) -> Vec<(PlayerId, PlayerId)> {
        let mut placed = Vec::new();
        if self.entries_closed() {
            return placed;
        }
        let paired = self.rounds_paired();
        let missed = if late::MISSED_KINDS.contains(&missed) { missed } else { ByeKind::Zero };
        for mut p in new {
            p.id = self.tournament.players.len() as u32 + 1;
            if paired > 0 {
                p.rounds.clear();
                for r in 1..=paired {
                    p.set_round(r, RoundEntry::Bye(missed));
                }
                let mut id = p.id;
                self.tournament.players.push(p);
                if paired < LAST_RENUMBER_ROUND {
                    let last = id;
                    id = self.insert_late_entry(id);
                    if id != last {
                        placed.push((id, last));
                    }
                }
                self.log_late_rounds(id, paired, missed);
            } else {
                self.tournament.players.push(p);
            }
        }
        self.renumber_if_open();
        placed
    }

    /// Move the late entrant `id` (the last player) to its place in the C.04.2.B order among
    /// the players entered before (their relative order is kept); its pairing number now.
    fn insert_late_entry(&mut self, id: PlayerId) -> PlayerId {
        let players = &self.tournament.players;
        let newcomer = &players[id as usize - 1];
        let pos = players[..id as usize - 1]
            .iter()
            .position(|p| torre_core::initial_order::compare(newcomer, p) == std::cmp::Ordering::Less)
            .map(|i| i as u32 + 1);
        let Some(new_id) = pos else { return id };
        self.remap(|x| if x == id { new_id } else if x >= new_id && x < id { x + 1 } else { x });
        self.log_tpn(format!("late entry inserted as pairing number {new_id}; numbers {new_id}-{} moved down one", id - 1));
        new_id
    }

    /// Renumber every player by `map` (old pairing number -> new), in every reference.
    pub fn remap(&mut self, map: impl Fn(PlayerId) -> PlayerId) {
        let t = &mut self.tournament;
        for p in &mut t.players {
            p.id = map(p.id);
            for e in &mut p.rounds {
                if let RoundEntry::Game { opponent, .. } = e {
                    *opponent = map(*opponent);
                }
            }
        }
        t.players.sort_by_key(|p| p.id);
        for w in &mut self.withdrawn {
            w.0 = map(w.0);
        }
        for id in &mut self.no_half_bye {
            *id = map(*id);
        }
        for c in &mut self.rating_corrections {
            (c.white, c.black) = (map(c.white), map(c.black));
        }
        renumber_prohibited(t, &map);
        for rp in &mut self.engine {
            for b in &mut rp.boards {
                *b = Board { white: map(b.white), black: map(b.black) };
            }
            rp.bye = rp.bye.map(&map);
        }
    }

    /// Recompute the initial order while round 1 is not paired.
    pub fn renumber_if_open(&mut self) {
        if self.rounds_paired() > 0 {
            return;
        }
        if self.manual_order {
            // the order of the list stands; close the gaps (a removed player)
            let old: Vec<PlayerId> = self.tournament.players.iter().map(|p| p.id).collect();
            self.remap(|id| old.iter().position(|&o| o == id).map(|i| i as u32 + 1).unwrap_or(id));
            return;
        }
        let old: Vec<PlayerId> = {
            let mut v = self.tournament.players.clone();
            v.sort_by(torre_core::initial_order::compare);
            v.iter().map(|p| p.id).collect()
        };
        // old id -> new id, in every reference (withdrawals, prohibited pairs, byes refused...)
        self.remap(|id| old.iter().position(|&o| o == id).map(|i| i as u32 + 1).unwrap_or(id));
    }

    /// Swap a player with the one above in the initial order (before round 1 only); from then
    /// on the order is the arbiter's.
    pub fn move_up(&mut self, id: PlayerId) {
        if self.rounds_paired() > 0 || id < 2 {
            return;
        }
        let (a, b) = (id - 1, id);
        self.remap(|x| if x == a { b } else if x == b { a } else { x });
        self.manual_order = true;
        self.numbers_drawn = None;
    }

    /// Back to the C.04.2 initial order.
    pub fn automatic_order(&mut self) {
        self.manual_order = false;
        self.numbers_drawn = None;
        self.renumber_if_open();
    }

    /// Remove a player (only before round 1).
    pub fn remove_player(&mut self, id: PlayerId) -> bool {
        if self.rounds_paired() > 0 {
            return false;
        }
        let t = &mut self.tournament;
        t.players.retain(|p| p.id != id);
        t.forbidden_pairs.retain(|&(a, b)| a != id && b != id);
        t.forbidden_in_rounds.retain(|f| f.0 != id && f.1 != id);
        self.withdrawn.retain(|w| w.0 != id);
        self.renumber_if_open();
        true
    }

    /// Prohibited pairings (TRF XXP / 260) may be entered or removed now: always before round
    /// 1; after it only outside FIDE mode (endorsement checklist 194-196; the same rule as
    /// [`Doc::prohibited_pair_warnings`], which refuses in FIDE mode).
    pub fn may_change_prohibited(&self) -> bool {
        self.rounds_paired() == 0 || !self.fide_mode
    }

    /// The players `id` must not be paired with.
    pub fn prohibited_with(&self, id: PlayerId) -> Vec<PlayerId> {
        self.tournament.forbidden_pairs.iter().filter_map(|&(a, b)| if a == id { Some(b) } else if b == id { Some(a) } else { None }).collect()
    }

    /// Prohibit (or allow again) the pairing of `a` and `b`; false when not allowed now.
    pub fn set_prohibited(&mut self, a: PlayerId, b: PlayerId, yes: bool) -> bool {
        let exists = |id| self.tournament.player(id).is_some();
        if !self.may_change_prohibited() || a == b || !exists(a) || !exists(b) {
            return false;
        }
        self.tournament.set_prohibited(a, b, yes);
        let r = self.rounds_paired();
        if r > 0 {
            self.log(fide::Event::Configuration, r, format!("prohibited pair {a}-{b} {}", if yes { "added" } else { "removed" }));
        }
        true
    }

    pub fn next_round_status(&self, id: PlayerId) -> NextRound {
        let r = self.next_round();
        match self.tournament.player(id).map(|p| p.round(r)) {
            Some(RoundEntry::Bye(ByeKind::Half)) => NextRound::Half,
            Some(RoundEntry::Bye(ByeKind::Zero)) => NextRound::Zero,
            Some(RoundEntry::Bye(ByeKind::Full)) => NextRound::Full,
            _ => NextRound::Play,
        }
    }

    pub fn set_next_round_status(&mut self, id: PlayerId, s: NextRound) {
        let r = self.next_round();
        if let Some(p) = self.tournament.player_mut(id) {
            let e = match s {
                NextRound::Play => RoundEntry::NotPaired,
                NextRound::Half => RoundEntry::Bye(ByeKind::Half),
                NextRound::Zero => RoundEntry::Bye(ByeKind::Zero),
                NextRound::Full => RoundEntry::Bye(ByeKind::Full),
            };
            p.set_round(r, e);
        }
        self.log_full_bye(id, r);
    }

    pub fn withdrawn_from(&self, id: PlayerId) -> Option<u32> {
        self.withdrawn.iter().find(|w| w.0 == id).map(|w| w.1)
    }

    /// Why `id` has no board in round `r`, as every list of the round says it: "withdrawn from
    /// round N" from his withdrawal on, else his bye ("½ bye", "0 (absent)"...), else in a round
    /// robin "opponent N withdrawn" when the scheduled opponent has withdrawn (with "wins by
    /// forfeit" when his results stand, C.05: the game is a forfeit the standings count), else
    /// "—".
    pub fn not_paired_label(&self, id: PlayerId, r: u32) -> String {
        if let Some(w) = self.withdrawn_from(id).filter(|&w| w <= r) {
            return crate::strings::withdrawn_label(w);
        }
        let label = self.tournament.player(id).map(|p| entry_result_label(&p.round(r))).unwrap_or_default();
        if !label.is_empty() {
            return label;
        }
        match self.scheduled_opponent(id, r).filter(|&o| self.withdrawn_from(o).is_some_and(|w| w <= r)) {
            Some(o) => {
                let forfeit = self.withdrawn_forfeits(o);
                crate::strings::fill(if forfeit { crate::strings::tr().opponent_withdrawn_forfeit } else { crate::strings::tr().opponent_withdrawn }, &[("no", &o)])
            }
            None => "—".to_string(),
        }
    }

    /// Withdraw `id` from the next round on (`yes`), or take the withdrawal back.
    pub fn set_withdrawn(&mut self, id: PlayerId, yes: bool) {
        if yes {
            let r = self.next_round();
            self.withdraw_from(id, r);
        } else {
            self.withdrawn.retain(|w| w.0 != id);
        }
    }

    /// Withdraw `id` from round `round` on (not before the next round to be paired).
    pub fn withdraw_from(&mut self, id: PlayerId, round: u32) {
        let round = round.max(self.next_round());
        self.withdrawn.retain(|w| w.0 != id);
        self.withdrawn.push((id, round));
    }

    /// A requested bye (half-point, zero or full) for a round not yet paired; None removes it.
    pub fn set_bye(&mut self, id: PlayerId, round: u32, kind: Option<ByeKind>) -> bool {
        if round < self.next_round() {
            return false;
        }
        let Some(p) = self.tournament.player_mut(id) else { return false };
        p.set_round(round, kind.map(RoundEntry::Bye).unwrap_or(RoundEntry::NotPaired));
        self.log_full_bye(id, round);
        true
    }

    /// Requested byes for the rounds not yet paired: (player, round, kind), by round.
    pub fn requested_byes(&self) -> Vec<(PlayerId, u32, ByeKind)> {
        let next = self.next_round();
        let mut out = Vec::new();
        for p in &self.tournament.players {
            for (i, e) in p.rounds.iter().enumerate() {
                let r = i as u32 + 1;
                if r < next {
                    continue;
                }
                if let RoundEntry::Bye(k @ (ByeKind::Half | ByeKind::Zero | ByeKind::Full)) = e {
                    out.push((p.id, r, *k));
                }
            }
        }
        out.sort_by_key(|x| (x.1, x.0));
        out
    }

    /// The pairing list of a round, boards in publication order, and its PAB.
    pub fn boards(&self, round: u32) -> (Vec<BoardLine>, Option<PlayerId>) {
        let t = &self.tournament;
        let rp = pairing::pairing_in_file(t, round);
        let mut boards: Vec<Board> = rp.boards.clone();
        pairing::order_boards(t, round, &mut boards);
        let lines = boards
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let w = t.player(b.white).map(|p| p.round(round));
                let bl = t.player(b.black).map(|p| p.round(round));
                let result = match (w, bl) {
                    (Some(RoundEntry::Game { result: rw, .. }), Some(RoundEntry::Game { result: rb, .. })) => BoardResult::from_entries(rw, rb),
                    _ => BoardResult::Pending,
                };
                BoardLine { board: i + 1, white: b.white, black: b.black, result }
            })
            .collect();
        (lines, rp.bye)
    }

    pub fn set_result(&mut self, round: u32, white: PlayerId, black: PlayerId, r: BoardResult) {
        self.set_game_results(round, white, black, r.entries());
    }

    /// The result on each line of a game (white's, black's).
    fn set_game_results(&mut self, round: u32, white: PlayerId, black: PlayerId, (rw, rb): (GameResult, GameResult)) {
        let t = &mut self.tournament;
        if let Some(p) = t.player_mut(white) {
            if let RoundEntry::Game { opponent, colour, .. } = p.round(round) {
                p.set_round(round, RoundEntry::Game { opponent, colour, result: rw });
            }
        }
        if let Some(p) = t.player_mut(black) {
            if let RoundEntry::Game { opponent, colour, .. } = p.round(round) {
                p.set_round(round, RoundEntry::Game { opponent, colour, result: rb });
            }
        }
    }

    /// Boards of `round` still without a result.
    pub fn missing_boards(&self, round: u32) -> Vec<usize> {
        if round == 0 {
            return Vec::new();
        }
        self.boards(round).0.iter().filter(|b| b.result == BoardResult::Pending).map(|b| b.board).collect()
    }

    /// The last complete round up to `round`: `round` itself when every result of it is in,
    /// else the round before (what standings and prizes are computed after).
    pub fn complete_round(&self, round: u32) -> u32 {
        if self.missing_boards(round).is_empty() { round } else { round.saturating_sub(1) }
    }

    /// The round standings are shown after when `chosen` is asked for: the chosen round (at
    /// most the last paired one), else the last complete round.
    pub fn standings_round(&self, chosen: Option<u32>) -> u32 {
        let paired = self.rounds_paired();
        chosen.unwrap_or_else(|| self.complete_round(paired)).min(paired)
    }

    /// The document ready for pairing the next round (absences of withdrawn players written
    /// in); refused, with the reason, when the round cannot be paired yet.
    pub fn prepare_next(&self) -> Result<Doc, String> {
        let done = self.rounds_paired();
        let missing = self.unadjourned_missing();
        if !missing.is_empty() {
            return Err(crate::strings::missing_results(done, &missing));
        }
        let mut d = self.clone();
        let r = d.next_round();
        if let Some(total) = d.total_rounds() {
            if r > total {
                return Err(crate::strings::tr().all_rounds_paired.to_string());
            }
        }
        for &(id, from) in &self.withdrawn {
            if from <= r {
                if let Some(p) = d.tournament.player_mut(id) {
                    if p.round(r) == RoundEntry::NotPaired {
                        p.set_round(r, RoundEntry::Bye(ByeKind::Zero));
                    }
                }
            }
        }
        if pairing::participants(&d.tournament, r).len() < 2 {
            return Err(crate::strings::tr().need_two_players.to_string());
        }
        Ok(d)
    }

    /// Write the engine's pairing of the next round into a document from [`Doc::prepare_next`].
    pub fn apply_engine(&mut self, p: &RoundPairing) {
        pairing::apply(&mut self.tournament, p);
        self.engine.retain(|e| e.round != p.round);
        self.engine.push(p.clone());
        self.edited.retain(|&r| r != p.round);
    }

    /// The tournament as it stood before `round` was paired (requested byes of that round kept).
    pub fn before(&self, round: u32) -> Tournament {
        pairing::check::before_round(&self.tournament, round)
    }

    /// Replace the pairing of the last round (no results yet) by the arbiter's.
    pub fn set_manual_pairing(&mut self, proposed: RoundPairing) -> Result<(), String> {
        let r = self.rounds_paired();
        if r == 0 || proposed.round != r {
            return Err(crate::strings::tr().manual_nothing.to_string());
        }
        if self.last_round_has_results() {
            return Err(crate::strings::tr().manual_has_results.to_string());
        }
        let before = self.before(r);
        audit::validate(&before, &proposed).map_err(|e| crate::strings::proposal_error(&e))?;
        if !self.engine.iter().any(|e| e.round == r) {
            let engine = run_engine(&before)?;
            self.engine.push(engine);
        }
        self.most_paired = self.most_paired.max(r);
        for p in &mut self.tournament.players {
            if p.round(r).was_paired() {
                p.set_round(r, RoundEntry::NotPaired);
            }
        }
        pairing::apply(&mut self.tournament, &proposed);
        let engine = self.engine.iter().find(|e| e.round == r).cloned();
        let same = engine.as_ref().map(|e| same_pairing(e, &proposed)).unwrap_or(false);
        self.edited.retain(|&x| x != r);
        self.clear_mpa(r);
        if !same {
            self.edited.push(r);
            if let Some(e) = engine {
                self.log_mpa(r, &e, &proposed);
            }
        }
        Ok(())
    }

    /// The audit of a round changed by hand (None: the round is the engine's).
    pub fn audit(&self, round: u32) -> Option<audit::Audit> {
        if !self.edited.contains(&round) {
            return None;
        }
        let engine = self.engine.iter().find(|e| e.round == round)?;
        let proposed = pairing::pairing_in_file(&self.tournament, round);
        Some(audit::audit(&self.before(round), engine, &proposed))
    }

    /// The tournament's TRF (TRF-2026, ranks of the standings given by `with_ranks`): the
    /// integrity log as `###` lines after the file's own comments (adjourned games are `?`).
    pub fn trf(&self, with_ranks: torre_core::Tournament, layout: torre_core::trf::Layout) -> String {
        let mut t = with_ranks;
        t.comments.extend(self.log_lines());
        let options = torre_core::trf::WriteOptions { layout, line_end: torre_core::trf::LineEnd::Lf };
        torre_core::trf::write_with(&t, &options)
    }

    /// Whether the last paired round has any result entered.
    pub fn last_round_has_results(&self) -> bool {
        let r = self.rounds_paired();
        r > 0 && self.boards(r).0.iter().any(|b| b.result != BoardResult::Pending)
    }

    /// Remove the last round's pairing (only while it has no results).
    pub fn unpair_last(&mut self) -> Result<(), String> {
        let r = self.rounds_paired();
        if r == 0 {
            return Ok(());
        }
        if self.last_round_has_results() {
            return Err(crate::strings::tr().unpair_has_results.to_string());
        }
        self.most_paired = self.most_paired.max(r);
        for p in &mut self.tournament.players {
            if p.round(r).was_paired() {
                p.set_round(r, RoundEntry::NotPaired);
            }
        }
        self.engine.retain(|e| e.round != r);
        self.edited.retain(|&x| x != r);
        self.clear_mpa(r);
        if r > 1 {
            self.unadjourn(r - 1);
        }
        Ok(())
    }

    /// The points a pairing list of round `r` shows beside each player (built once for the
    /// list): his points before the round, as the standings count them, and the virtual points
    /// he carries in it (C.04.5: the Baku acceleration, or a file's own XXA values). The
    /// pairing and the boards' order (C.04.2.E) count the virtual points; the points shown do
    /// not, so a board of ½ against 2 can come before one of 1½ against 1½.
    pub fn round_points(&self, r: u32) -> RoundPoints<'_> {
        let with_virtual = if self.tournament.acceleration_method == torre_core::AccelerationMethod::Baku {
            torre_core::acceleration::with_baku(&self.tournament)
        } else {
            self.tournament.clone()
        };
        let accelerated = with_virtual.players.iter().any(|p| p.acceleration_in(r) > Score::ZERO);
        RoundPoints { before: self.counted(r - 1), with_virtual, round: r, accelerated }
    }

    /// `id`'s points after round `after`, as the standings count them.
    pub fn score(&self, id: PlayerId, after: u32) -> Score {
        self.counted(after).score_after(id, after)
    }

    /// The record the standings count after round `after`: in a round robin with withdrawals,
    /// C.05's forfeits counted and annulled results left out (the pairing lists showed the raw
    /// record, a forfeit win missing from the points).
    fn counted(&self, after: u32) -> Cow<'_, Tournament> {
        if self.is_round_robin() && !self.withdrawn.is_empty() {
            Cow::Owned(self.standings_view(after).0)
        } else {
            Cow::Borrowed(&self.tournament)
        }
    }
}

/// See [`Doc::round_points`].
pub struct RoundPoints<'a> {
    before: Cow<'a, Tournament>,
    with_virtual: Tournament,
    round: u32,
    /// Whether anyone carries virtual points in the round.
    pub accelerated: bool,
}

impl RoundPoints<'_> {
    /// `id`'s points before the round.
    pub fn score(&self, id: PlayerId) -> Score {
        self.before.score_after(id, self.round - 1)
    }
    /// The virtual points `id` carries in the round.
    pub fn virtual_points(&self, id: PlayerId) -> Score {
        self.with_virtual.player(id).map(|p| p.acceleration_in(self.round)).unwrap_or(Score::ZERO)
    }
}

/// Prohibited pairs after a renumbering: each pair again lower number first, in order.
fn renumber_prohibited(t: &mut Tournament, map: &impl Fn(PlayerId) -> PlayerId) {
    for f in &mut t.forbidden_in_rounds {
        let (a, b) = (map(f.0), map(f.1));
        (f.0, f.1) = (a.min(b), a.max(b));
    }
    let pairs = std::mem::take(&mut t.forbidden_pairs);
    for (a, b) in pairs {
        t.set_prohibited(map(a), map(b), true);
    }
}

/// The engine on a tournament ready to be paired (the worker runs the same function).
pub fn run_engine(t: &Tournament) -> Result<RoundPairing, String> {
    let opts = PairOptions::from_tournament(t);
    pairing::pair_next_round(t, &opts).map_err(|e| crate::strings::pairing_failed(&e.to_string()))
}

/// Same boards (colours included, order ignored) and the same PAB.
pub fn same_pairing(a: &RoundPairing, b: &RoundPairing) -> bool {
    let mut x = a.boards.clone();
    let mut y = b.boards.clone();
    x.sort();
    y.sort();
    x == y && a.bye == b.bye
}

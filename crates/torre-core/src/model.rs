//! The tournament model shared by every rule, the command line, the wasm API and the app.
//!
//! Only facts are stored (who played whom, with which colour and result, byes, absences);
//! everything derived (scores after a round, colour and float histories) is computed
//! from the rounds by the methods below, never stored twice.

use crate::score::Score;
use serde::{Deserialize, Serialize};

/// Pairing number (TRF "starting rank"), 1-based.
pub type PlayerId = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
    pub fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// Result of a paired game, from the point of view of the player whose line it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// Paired, no result entered yet (TRF: blank result).
    Pending,
    /// `?` (TRF-2026, in-tournament data exchange): the game was adjourned (or otherwise
    /// left unfinished) and its result is still to come. The game is played over the board:
    /// the two players have met and the colours count; until the result is known it scores
    /// [`PointSystem::unknown`] (record 162's `X`: by default the value of a draw).
    Adjourned,
    Win,
    Draw,
    Loss,
    /// `+`: won because the opponent did not appear.
    ForfeitWin,
    /// `-`: lost by forfeit (also both sides of a double forfeit).
    ForfeitLoss,
    /// `W`/`D`/`L`: games lasting less than one move (not rated).
    UnratedWin,
    UnratedDraw,
    UnratedLoss,
}

impl GameResult {
    pub fn code(self) -> char {
        match self {
            GameResult::Pending => ' ',
            GameResult::Adjourned => '?',
            GameResult::Win => '1',
            GameResult::Draw => '=',
            GameResult::Loss => '0',
            GameResult::ForfeitWin => '+',
            GameResult::ForfeitLoss => '-',
            GameResult::UnratedWin => 'W',
            GameResult::UnratedDraw => 'D',
            GameResult::UnratedLoss => 'L',
        }
    }
    pub fn from_code(c: char) -> Option<GameResult> {
        Some(match c {
            ' ' => GameResult::Pending,
            // `?`: result unknown, the game adjourned (TRF-2026 ITDX; FIDE's 2026 checklist Q169)
            '?' => GameResult::Adjourned,
            '1' => GameResult::Win,
            '=' | '½' => GameResult::Draw,
            '0' => GameResult::Loss,
            '+' => GameResult::ForfeitWin,
            '-' => GameResult::ForfeitLoss,
            'W' => GameResult::UnratedWin,
            'D' => GameResult::UnratedDraw,
            'L' => GameResult::UnratedLoss,
            _ => return None,
        })
    }
    /// The game was played over the board (C.04.2: forfeits are not played games); an
    /// adjourned game was, though its result is still to come.
    pub fn is_played(self) -> bool {
        !matches!(self, GameResult::Pending | GameResult::ForfeitWin | GameResult::ForfeitLoss)
    }
    pub fn is_forfeit(self) -> bool {
        matches!(self, GameResult::ForfeitWin | GameResult::ForfeitLoss)
    }
    /// What the opponent's line must show for the same game.
    pub fn mirrored(self) -> GameResult {
        match self {
            GameResult::Pending => GameResult::Pending,
            GameResult::Adjourned => GameResult::Adjourned,
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
            GameResult::ForfeitWin => GameResult::ForfeitLoss,
            GameResult::ForfeitLoss => GameResult::ForfeitWin,
            GameResult::UnratedWin => GameResult::UnratedLoss,
            GameResult::UnratedDraw => GameResult::UnratedDraw,
            GameResult::UnratedLoss => GameResult::UnratedWin,
        }
    }
}

/// A round without an opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByeKind {
    /// `U`: the pairing-allocated bye (C.04.1.c).
    PairingAllocated,
    /// `H`: requested half-point bye.
    Half,
    /// `F`: full-point bye.
    Full,
    /// `Z`: zero-point bye, known absence.
    Zero,
    /// `+` with no opponent (some programs write forfeit wins this way).
    ForfeitWin,
    /// `-` with no opponent.
    ForfeitLoss,
}

impl ByeKind {
    pub fn code(self) -> char {
        match self {
            ByeKind::PairingAllocated => 'U',
            ByeKind::Half => 'H',
            ByeKind::Full => 'F',
            ByeKind::Zero => 'Z',
            ByeKind::ForfeitWin => '+',
            ByeKind::ForfeitLoss => '-',
        }
    }
    pub fn from_code(c: char) -> Option<ByeKind> {
        Some(match c {
            'U' => ByeKind::PairingAllocated,
            'H' => ByeKind::Half,
            'F' => ByeKind::Full,
            'Z' => ByeKind::Zero,
            '+' => ByeKind::ForfeitWin,
            '-' => ByeKind::ForfeitLoss,
            _ => return None,
        })
    }
}

/// What a player did in one round: exactly one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundEntry {
    /// Not paired: withdrawn, not yet entered, or a round not paired yet.
    NotPaired,
    Bye(ByeKind),
    /// A pairing with an opponent. `colour` is `None` only for forfeits written without colour.
    Game { opponent: PlayerId, colour: Option<Colour>, result: GameResult },
}

impl RoundEntry {
    pub fn opponent(&self) -> Option<PlayerId> {
        match self {
            RoundEntry::Game { opponent, .. } => Some(*opponent),
            _ => None,
        }
    }
    /// Colour of a game actually played over the board.
    pub fn played_colour(&self) -> Option<Colour> {
        match self {
            RoundEntry::Game { colour, result, .. } if result.is_played() => *colour,
            _ => None,
        }
    }
    pub fn is_played_game(&self) -> bool {
        matches!(self, RoundEntry::Game { result, .. } if result.is_played())
    }
    /// Took part in the round's pairing (a game, even forfeited, or the PAB).
    pub fn was_paired(&self) -> bool {
        matches!(self, RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated))
    }
}

/// Points awarded for each kind of round (C.04.1.c: PAB = a win unless stated otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointSystem {
    pub win: Score,
    pub draw: Score,
    pub loss: Score,
    pub forfeit_win: Score,
    pub forfeit_loss: Score,
    pub pairing_allocated_bye: Score,
    pub half_bye: Score,
    pub full_bye: Score,
    pub zero_bye: Score,
    /// Points for an unknown result (an adjourned game, TRF `?`) while it is unknown: record
    /// 162's `X`. `None`: "same as D" (TRF-2026's default), the value of a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unknown: Option<Score>,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: Score::ONE,
            draw: Score::HALF,
            loss: Score::ZERO,
            forfeit_win: Score::ONE,
            forfeit_loss: Score::ZERO,
            pairing_allocated_bye: Score::ONE,
            half_bye: Score::HALF,
            full_bye: Score::ONE,
            zero_bye: Score::ZERO,
            unknown: None,
        }
    }
}

impl PointSystem {
    /// Why a tournament cannot use this point system (None: it can). FIDE's 2026 checklist for
    /// tournament programs (items 70-88) refuses one where two draws are worth more than a win
    /// and a loss, and, with the standard 1-½-0, a PAB worth anything but 1, ½ or 0; a win is
    /// worth at least a draw, a draw at least a loss, and no bye or forfeit loss more than a win.
    pub fn problem(&self) -> Option<String> {
        let (w, d, l) = (self.win, self.draw, self.loss);
        let byes = [("PAB", self.pairing_allocated_bye), ("HPB", self.half_bye), ("FPB", self.full_bye), ("ZPB", self.zero_bye), ("forfeit loss", self.forfeit_loss)];
        if !(w >= d && d >= l) {
            return Some(format!("win {w}, draw {d}, loss {l}: a win must be worth at least a draw, a draw at least a loss"));
        }
        if d + d > w + l {
            return Some(format!("two draws ({d} each) are worth more than a win and a loss ({w} + {l})"));
        }
        if let Some((name, v)) = byes.iter().find(|(_, v)| *v > w || v.0 < 0) {
            return Some(format!("{name} {v}: a bye or a forfeit loss is worth from 0 to a win ({w})"));
        }
        let standard = (w, d, l) == (Score::ONE, Score::HALF, Score::ZERO);
        let pab = self.pairing_allocated_bye;
        if standard && ![Score::ONE, Score::HALF, Score::ZERO].contains(&pab) {
            return Some(format!("PAB {pab}: with the standard 1-0.5-0 scoring the PAB is worth 1, 0.5 or 0"));
        }
        None
    }

    pub fn points(&self, entry: &RoundEntry) -> Score {
        match entry {
            RoundEntry::NotPaired => Score::ZERO,
            RoundEntry::Bye(kind) => match kind {
                ByeKind::PairingAllocated => self.pairing_allocated_bye,
                ByeKind::Half => self.half_bye,
                ByeKind::Full => self.full_bye,
                ByeKind::Zero => self.zero_bye,
                ByeKind::ForfeitWin => self.forfeit_win,
                ByeKind::ForfeitLoss => self.forfeit_loss,
            },
            RoundEntry::Game { result, .. } => match result {
                GameResult::Pending => Score::ZERO,
                GameResult::Adjourned => self.unknown_points(),
                GameResult::Win | GameResult::UnratedWin => self.win,
                GameResult::Draw | GameResult::UnratedDraw => self.draw,
                GameResult::Loss | GameResult::UnratedLoss => self.loss,
                GameResult::ForfeitWin => self.forfeit_win,
                GameResult::ForfeitLoss => self.forfeit_loss,
            },
        }
    }
    /// What an adjourned game scores until its result is known (162 `X`, else a draw).
    pub fn unknown_points(&self) -> Score {
        self.unknown.unwrap_or(self.draw)
    }
    pub fn is_standard(&self) -> bool {
        *self == PointSystem::default()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    /// `m`, `w` or blank.
    pub sex: Option<char>,
    /// FIDE title code as in TRF (GM, IM, WGM, FM, WIM, CM, WFM, WCM; `g`, `m` ... also seen).
    pub title: String,
    /// FIDE rating; `None` = unrated.
    pub rating: Option<u32>,
    pub federation: String,
    pub fide_id: String,
    /// As written (YYYY/MM/DD or YYYY).
    pub birth: String,
    /// Points column as read from a file (checked against the results, never trusted).
    pub declared_points: Option<Score>,
    pub rank: Option<u32>,
    /// One entry per round, index 0 = round 1. Missing trailing rounds are `NotPaired`.
    pub rounds: Vec<RoundEntry>,
    /// Acceleration (virtual) points per round, index 0 = round 1 (C.04.5.1; TRF `XXA`).
    pub acceleration: Vec<Score>,
}

impl Player {
    pub fn round(&self, round: u32) -> RoundEntry {
        if round == 0 {
            return RoundEntry::NotPaired;
        }
        self.rounds.get(round as usize - 1).copied().unwrap_or(RoundEntry::NotPaired)
    }
    pub fn set_round(&mut self, round: u32, entry: RoundEntry) {
        let i = round as usize - 1;
        if self.rounds.len() <= i {
            self.rounds.resize(i + 1, RoundEntry::NotPaired);
        }
        self.rounds[i] = entry;
        while matches!(self.rounds.last(), Some(RoundEntry::NotPaired)) {
            self.rounds.pop();
        }
    }
    /// Virtual points for pairing round `round` (1-based).
    pub fn acceleration_in(&self, round: u32) -> Score {
        if round == 0 {
            return Score::ZERO;
        }
        self.acceleration.get(round as usize - 1).copied().unwrap_or(Score::ZERO)
    }
    pub fn rating_or_zero(&self) -> u32 {
        self.rating.unwrap_or(0)
    }
}

/// Header records of a TRF (tournament section).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentInfo {
    pub name: String,
    pub city: String,
    pub federation: String,
    pub start_date: String,
    pub end_date: String,
    /// 092: type of tournament / pairing system code (e.g. `FIDE_DUTCH_2026`; bbpPairings v6 writes `FIDE_DUTCH_2025`).
    pub kind: String,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    pub time_control: String,
    /// 132: one date per round (YY/MM/DD).
    pub round_dates: Vec<String>,
    /// Other records kept verbatim for the round trip (code, rest of the line).
    pub other: Vec<(String, String)>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PairingSystem {
    #[default]
    Dutch,
    Dubov,
    /// C.04.4.2 (2026 text)
    Burstein,
    /// C.05 Annex 1 Berger tables, one cycle
    RoundRobin,
    /// Two cycles, colours reversed in the second
    DoubleRoundRobin,
}

/// Which text of the Dutch rules applies (C.04.3 2017 or the edition applied from 1 Feb 2026).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DutchEdition {
    E2017,
    #[default]
    E2026,
}

/// Which text of the Dubov rules applies (C.04.4.1 as approved in 2018, or the text applied
/// from 1 Feb 2026).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DubovEdition {
    E2018,
    #[default]
    E2026,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AccelerationMethod {
    #[default]
    None,
    /// C.04.5.1: virtual points computed from the initial groups.
    Baku,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub info: TournamentInfo,
    /// Index i holds pairing number i + 1.
    pub players: Vec<Player>,
    /// XXR: total number of rounds, if declared.
    pub total_rounds: Option<u32>,
    /// XXC white1 / black1: the colour the top player received in round 1 (by lot).
    pub initial_colour: Option<Colour>,
    pub points: PointSystem,
    pub system: PairingSystem,
    pub edition: DutchEdition,
    /// The Dubov text (used when `system` is Dubov).
    #[serde(default)]
    pub dubov_edition: DubovEdition,
    pub acceleration_method: AccelerationMethod,
    /// Prohibited pairings (the arbiter's pairs that must not meet, e.g. siblings or club
    /// mates): JaVaFo's TRF(x) `XXP` and TRF-2026 `260` records, each pair with the lower
    /// pairing number first. Every Swiss system treats them as its absolute criterion
    /// against meeting twice (C.04.1 Art. 2 / [C1]); round robins refuse them (fixed schedule).
    pub forbidden_pairs: Vec<(PlayerId, PlayerId)>,
    /// TRF-2026 `260` records limited to some rounds: (a, b, first round, last round), the
    /// lower pairing number first; they join `forbidden_pairs` when one of those rounds is
    /// paired ([`Tournament::for_round`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden_in_rounds: Vec<(PlayerId, PlayerId, u32, u32)>,
    /// Tie-break list (codes as in C.07, e.g. `BH/C1`), stored with the tournament.
    pub tiebreaks: Vec<String>,
    /// Comment lines (`###`), kept verbatim.
    pub comments: Vec<String>,
    /// `XXC rank` (JaVaFo): the players were numbered by the order of their lines (positional
    /// ids, index i = line i + 1 among the 001 records) and this holds the pairing number each
    /// one has in the file, so that pairings and written files can show those numbers. Empty:
    /// the file's pairing numbers are the players' ids.
    #[serde(default)]
    pub file_ids: Vec<PlayerId>,
}

impl Tournament {
    /// The tournament as round `round` is paired: the pairs a `260` record forbids in that
    /// round only join those forbidden in every round (borrowed when there are none).
    pub fn for_round(&self, round: u32) -> std::borrow::Cow<'_, Tournament> {
        let extra: Vec<(PlayerId, PlayerId)> = self.forbidden_in_rounds.iter().filter(|f| (f.2..=f.3).contains(&round)).map(|f| (f.0, f.1)).collect();
        if extra.is_empty() {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut t = self.clone();
        t.forbidden_pairs.extend(extra);
        crate::sort::ascending(&mut t.forbidden_pairs);
        t.forbidden_pairs.dedup();
        std::borrow::Cow::Owned(t)
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        if id == 0 {
            return None;
        }
        self.players.get(id as usize - 1)
    }
    pub fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        if id == 0 {
            return None;
        }
        self.players.get_mut(id as usize - 1)
    }
    /// The pairing number the file gives player `id` (differs from `id` only under `XXC rank`).
    pub fn file_id(&self, id: PlayerId) -> PlayerId {
        if id == 0 {
            return 0;
        }
        self.file_ids.get(id as usize - 1).copied().unwrap_or(id)
    }
    /// `a` and `b` must not be paired against each other (a prohibited pairing).
    pub fn is_prohibited(&self, a: PlayerId, b: PlayerId) -> bool {
        self.forbidden_pairs.contains(&(a.min(b), a.max(b)))
    }
    /// Prohibit (`yes`) or allow again the pairing of `a` and `b`, keeping each pair once,
    /// lower pairing number first, in order.
    pub fn set_prohibited(&mut self, a: PlayerId, b: PlayerId, yes: bool) {
        let pair = (a.min(b), a.max(b));
        self.forbidden_pairs.retain(|&p| p != pair);
        if yes && a != b {
            self.forbidden_pairs.push(pair);
            crate::sort::ascending(&mut self.forbidden_pairs);
        }
    }
    /// The highest round that has any entry at all (byes and absences included).
    pub fn rounds_in_file(&self) -> u32 {
        self.players.iter().map(|p| p.rounds.len() as u32).max().unwrap_or(0)
    }
    /// The last round that has been paired (a game or a PAB); 0 before round 1.
    pub fn rounds_paired(&self) -> u32 {
        let mut last = 0;
        for p in &self.players {
            for (i, e) in p.rounds.iter().enumerate() {
                if e.was_paired() {
                    last = last.max(i as u32 + 1);
                }
            }
        }
        last
    }
    /// Points of `id` after round `k` (rounds 1..=k).
    pub fn score_after(&self, id: PlayerId, k: u32) -> Score {
        match self.player(id) {
            Some(p) => (1..=k).map(|r| self.points.points(&p.round(r))).sum(),
            None => Score::ZERO,
        }
    }
    /// Score used for pairing round `round`: points before it plus that round's virtual points.
    pub fn pairing_score(&self, id: PlayerId, round: u32) -> Score {
        let base = self.score_after(id, round.saturating_sub(1));
        match self.player(id) {
            Some(p) => base + p.acceleration_in(round),
            None => base,
        }
    }
    /// Played-game colours in rounds 1..=k, oldest first (unplayed rounds skipped, C.04.2.D.5).
    pub fn colour_history(&self, id: PlayerId, k: u32) -> Vec<Colour> {
        match self.player(id) {
            Some(p) => (1..=k).filter_map(|r| p.round(r).played_colour()).collect(),
            None => Vec::new(),
        }
    }
    pub fn games_played(&self, id: PlayerId, k: u32) -> u32 {
        match self.player(id) {
            Some(p) => (1..=k).filter(|&r| p.round(r).is_played_game()).count() as u32,
            None => 0,
        }
    }
    /// Opponents met over the board in rounds 1..=k (forfeits excluded: C.04.2, unplayed
    /// games do not count as having met).
    pub fn played_opponents(&self, id: PlayerId, k: u32) -> Vec<PlayerId> {
        match self.player(id) {
            Some(p) => (1..=k)
                .filter_map(|r| match p.round(r) {
                    RoundEntry::Game { opponent, result, .. } if result.is_played() => Some(opponent),
                    _ => None,
                })
                .collect(),
            None => Vec::new(),
        }
    }
    /// The same tournament with only rounds 1..=k kept (later entries dropped).
    pub fn truncated(&self, k: u32) -> Tournament {
        let mut t = self.clone();
        for p in &mut t.players {
            p.rounds.truncate(k as usize);
            while matches!(p.rounds.last(), Some(RoundEntry::NotPaired)) {
                p.rounds.pop();
            }
            p.declared_points = None;
        }
        t
    }
    /// Players who take part in the pairing of `round`: everyone whose entry for that round
    /// is not a requested bye/absence (H, F, Z, or an explicit not-paired marker set by the
    /// arbiter via `absent`).
    pub fn is_available(&self, id: PlayerId, round: u32) -> bool {
        match self.player(id) {
            Some(p) => match p.round(round) {
                RoundEntry::Bye(ByeKind::Half | ByeKind::Full | ByeKind::Zero) => false,
                RoundEntry::Bye(ByeKind::ForfeitWin | ByeKind::ForfeitLoss) => false,
                _ => true,
            },
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: PlayerId, colour: Colour, result: GameResult) -> RoundEntry {
        RoundEntry::Game { opponent, colour: Some(colour), result }
    }

    #[test]
    fn derived_data_comes_from_the_rounds() {
        let mut t = Tournament::default();
        for id in 1..=3 {
            t.players.push(Player { id, name: format!("P{id}"), ..Default::default() });
        }
        t.players[0].rounds = vec![game(2, Colour::White, GameResult::Win), RoundEntry::Bye(ByeKind::Half), game(3, Colour::Black, GameResult::ForfeitWin)];
        t.players[1].rounds = vec![game(1, Colour::Black, GameResult::Loss), RoundEntry::Bye(ByeKind::PairingAllocated)];
        t.players[2].rounds = vec![RoundEntry::Bye(ByeKind::PairingAllocated), game(2, Colour::White, GameResult::Draw), game(1, Colour::White, GameResult::ForfeitLoss)];
        assert_eq!(t.score_after(1, 3), Score(25));
        assert_eq!(t.score_after(1, 1), Score(10));
        assert_eq!(t.colour_history(1, 3), vec![Colour::White]);
        assert_eq!(t.games_played(3, 3), 1);
        assert_eq!(t.played_opponents(1, 3), vec![2]);
        assert_eq!(t.rounds_paired(), 3);
        assert!(!t.is_available(1, 2));
        let tr = t.truncated(1);
        assert_eq!(tr.rounds_in_file(), 1);
    }

    #[test]
    fn set_round_extends_and_trims() {
        let mut p = Player { id: 1, ..Default::default() };
        p.set_round(3, RoundEntry::Bye(ByeKind::Half));
        assert_eq!(p.rounds.len(), 3);
        assert_eq!(p.round(2), RoundEntry::NotPaired);
        p.set_round(3, RoundEntry::NotPaired);
        assert!(p.rounds.is_empty());
    }
}

//! The app's document for one tournament (the core model plus what only the app needs) and
//! the operations the screens perform on it. Pure Rust: no browser types here.

use serde::{Deserialize, Serialize};
use torre_core::pairing::{self, Board, PairOptions};
use torre_core::{ByeKind, Colour, GameResult, Player, PlayerId, RoundEntry, Score, Tournament};

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
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let schema = v.get("schema").and_then(|s| s.as_u64()).ok_or("no schema version: not Torre data")? as u32;
    match schema {
        1 => serde_json::from_value::<Envelope>(v).map_err(|e| format!("damaged data: {e}")),
        s if s > SCHEMA => Err(crate::strings::newer_schema(s, SCHEMA)),
        s => Err(format!("unknown data schema {s}")),
    }
}

/// Result of one board as the arbiter enters it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardResult {
    Pending,
    WhiteWins,
    BlackWins,
    Draw,
    WhiteForfeitWin,
    BlackForfeitWin,
    DoubleForfeit,
}

impl BoardResult {
    pub fn label(self) -> &'static str {
        match self {
            BoardResult::Pending => "",
            BoardResult::WhiteWins => "1-0",
            BoardResult::BlackWins => "0-1",
            BoardResult::Draw => "½-½",
            BoardResult::WhiteForfeitWin => "+/-",
            BoardResult::BlackForfeitWin => "-/+",
            BoardResult::DoubleForfeit => "-/-",
        }
    }
    /// A single key pressed in the result field.
    pub fn from_key(key: &str) -> Option<BoardResult> {
        Some(match key {
            "1" => BoardResult::WhiteWins,
            "0" => BoardResult::BlackWins,
            "=" | "5" | "½" | "d" | "D" => BoardResult::Draw,
            "+" => BoardResult::WhiteForfeitWin,
            "-" => BoardResult::BlackForfeitWin,
            "*" | "f" | "F" => BoardResult::DoubleForfeit,
            _ => return None,
        })
    }
    /// Typed or pasted text ("1-0", "1/2", "0.5-0.5", "+-", ...).
    pub fn parse(text: &str) -> Option<BoardResult> {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        Some(match t.as_str() {
            "" => BoardResult::Pending,
            "1-0" | "1:0" | "1" => BoardResult::WhiteWins,
            "0-1" | "0:1" | "0" => BoardResult::BlackWins,
            "½-½" | "1/2-1/2" | "1/2" | "0.5-0.5" | "=" | "½" | "5" | "d" | "D" => BoardResult::Draw,
            "+/-" | "+-" | "+" | "+:-" => BoardResult::WhiteForfeitWin,
            "-/+" | "-+" | "-" | "-:+" => BoardResult::BlackForfeitWin,
            "-/-" | "--" | "0-0" | "*" | "f" | "F" => BoardResult::DoubleForfeit,
            _ => return None,
        })
    }
    fn entries(self) -> (GameResult, GameResult) {
        use GameResult::*;
        match self {
            BoardResult::Pending => (Pending, Pending),
            BoardResult::WhiteWins => (Win, Loss),
            BoardResult::BlackWins => (Loss, Win),
            BoardResult::Draw => (Draw, Draw),
            BoardResult::WhiteForfeitWin => (ForfeitWin, ForfeitLoss),
            BoardResult::BlackForfeitWin => (ForfeitLoss, ForfeitWin),
            BoardResult::DoubleForfeit => (ForfeitLoss, ForfeitLoss),
        }
    }
    fn from_entries(w: GameResult, b: GameResult) -> BoardResult {
        use GameResult::*;
        match (w, b) {
            (Pending, _) | (_, Pending) => BoardResult::Pending,
            (Win | UnratedWin, _) => BoardResult::WhiteWins,
            (Loss | UnratedLoss, _) => BoardResult::BlackWins,
            (Draw | UnratedDraw, _) => BoardResult::Draw,
            (ForfeitWin, _) => BoardResult::WhiteForfeitWin,
            (ForfeitLoss, ForfeitWin) => BoardResult::BlackForfeitWin,
            (ForfeitLoss, _) => BoardResult::DoubleForfeit,
        }
    }
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
        Doc { tournament: t, withdrawn: Vec::new(), colour_by_lot: false, manual_order: false }
    }

    pub fn rounds_paired(&self) -> u32 {
        self.tournament.rounds_paired()
    }

    pub fn next_round(&self) -> u32 {
        pairing::next_round(&self.tournament)
    }

    /// Add players; before round 1 the pairing numbers are recomputed (C.04.2.B).
    pub fn add_players(&mut self, new: Vec<Player>) {
        let t = &mut self.tournament;
        for mut p in new {
            p.id = t.players.len() as u32 + 1;
            t.players.push(p);
        }
        self.renumber_if_open();
    }

    /// Recompute the initial order while round 1 is not paired.
    pub fn renumber_if_open(&mut self) {
        if self.rounds_paired() > 0 {
            return;
        }
        if self.manual_order {
            for (i, p) in self.tournament.players.iter_mut().enumerate() {
                let new = i as u32 + 1;
                for w in self.withdrawn.iter_mut().filter(|w| w.0 == p.id) {
                    w.0 = new;
                }
                p.id = new;
            }
            return;
        }
        let t = &mut self.tournament;
        let old: Vec<PlayerId> = {
            let mut v = t.players.clone();
            v.sort_by(torre_core::initial_order::compare);
            v.iter().map(|p| p.id).collect()
        };
        // old id -> new id
        let map = |id: PlayerId| old.iter().position(|&o| o == id).map(|i| i as u32 + 1).unwrap_or(id);
        torre_core::initial_order::renumber(&mut t.players);
        for w in &mut self.withdrawn {
            w.0 = map(w.0);
        }
        for fp in &mut t.forbidden_pairs {
            *fp = (map(fp.0), map(fp.1));
        }
    }

    /// Swap a player with the one above in the initial order (before round 1 only); from then
    /// on the order is the arbiter's.
    pub fn move_up(&mut self, id: PlayerId) {
        if self.rounds_paired() > 0 || id < 2 {
            return;
        }
        let (a, b) = (id - 1, id);
        self.tournament.players.swap(a as usize - 1, b as usize - 1);
        for p in self.tournament.players.iter_mut() {
            if p.id == a { p.id = b } else if p.id == b { p.id = a }
        }
        for w in self.withdrawn.iter_mut() {
            if w.0 == a { w.0 = b } else if w.0 == b { w.0 = a }
        }
        self.manual_order = true;
    }

    /// Back to the C.04.2 initial order.
    pub fn automatic_order(&mut self) {
        self.manual_order = false;
        self.renumber_if_open();
    }

    /// Remove a player (only before round 1).
    pub fn remove_player(&mut self, id: PlayerId) -> bool {
        if self.rounds_paired() > 0 {
            return false;
        }
        let t = &mut self.tournament;
        t.players.retain(|p| p.id != id);
        self.withdrawn.retain(|w| w.0 != id);
        self.renumber_if_open();
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
    }

    pub fn withdrawn_from(&self, id: PlayerId) -> Option<u32> {
        self.withdrawn.iter().find(|w| w.0 == id).map(|w| w.1)
    }

    pub fn set_withdrawn(&mut self, id: PlayerId, yes: bool) {
        self.withdrawn.retain(|w| w.0 != id);
        if yes {
            let r = self.next_round();
            self.withdrawn.push((id, r));
        }
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
        let (rw, rb) = r.entries();
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

    /// Pair the next round (on a copy; the caller stores it).
    pub fn pair_next(&self) -> Result<Doc, String> {
        let done = self.rounds_paired();
        let missing = self.missing_boards(done);
        if !missing.is_empty() {
            return Err(crate::strings::missing_results(done, &missing));
        }
        let mut d = self.clone();
        let r = d.next_round();
        if let Some(total) = d.tournament.total_rounds {
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
        let opts = PairOptions::from_tournament(&d.tournament);
        let p = pairing::pair_next_round(&d.tournament, &opts).map_err(|e| crate::strings::pairing_failed(&e.to_string()))?;
        pairing::apply(&mut d.tournament, &p);
        Ok(d)
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
        for p in &mut self.tournament.players {
            if p.round(r).was_paired() {
                p.set_round(r, RoundEntry::NotPaired);
            }
        }
        Ok(())
    }

    pub fn score(&self, id: PlayerId, after: u32) -> Score {
        self.tournament.score_after(id, after)
    }
}

pub fn fmt_score(s: Score) -> String {
    let t = s.tenths();
    let whole = t.div_euclid(10);
    match t.rem_euclid(10) {
        0 => whole.to_string(),
        5 if whole == 0 => "½".to_string(),
        5 => format!("{whole}½"),
        f => format!("{whole}.{f}"),
    }
}

/// Parse one pasted line: name, rating, title, federation, FIDE id, sex, birth year.
/// Fields are tab, semicolon or comma separated; a lone number after the name is the rating.
pub fn parse_player_line(line: &str) -> Result<Option<Player>, String> {
    let line = line.trim();
    if line.is_empty() {
        return Ok(None);
    }
    let sep = if line.contains('\t') { '\t' } else if line.contains(';') { ';' } else { ',' };
    let f: Vec<&str> = line.split(sep).map(|s| s.trim()).collect();
    let name = f[0].to_string();
    if name.is_empty() {
        return Err(format!("\"{line}\": no name"));
    }
    let mut p = Player { name, ..Default::default() };
    if let Some(r) = f.get(1).filter(|s| !s.is_empty()) {
        p.rating = Some(r.parse::<u32>().map_err(|_| format!("\"{line}\": rating \"{r}\" is not a number"))?);
    }
    p.title = f.get(2).map(|s| s.to_string()).unwrap_or_default();
    p.federation = f.get(3).map(|s| s.to_uppercase()).unwrap_or_default();
    p.fide_id = f.get(4).map(|s| s.to_string()).unwrap_or_default();
    p.sex = f.get(5).and_then(|s| s.chars().next()).map(|c| c.to_ascii_lowercase()).filter(|c| *c == 'm' || *c == 'w' || *c == 'f').map(|c| if c == 'f' { 'w' } else { c });
    p.birth = f.get(6).map(|s| s.to_string()).unwrap_or_default();
    Ok(Some(p))
}

/// Float letters for a player's card: "up"/"down" when the opponent had a different score.
pub fn float_in(t: &Tournament, id: PlayerId, round: u32) -> &'static str {
    let Some(p) = t.player(id) else { return "" };
    match p.round(round) {
        RoundEntry::Game { opponent, .. } => {
            let me = t.score_after(id, round - 1);
            let op = t.score_after(opponent, round - 1);
            if op > me {
                "↑"
            } else if op < me {
                "↓"
            } else {
                ""
            }
        }
        RoundEntry::Bye(ByeKind::PairingAllocated) => "↓",
        _ => "",
    }
}

pub fn colour_letter(c: Option<Colour>) -> &'static str {
    match c {
        Some(Colour::White) => "W",
        Some(Colour::Black) => "B",
        None => "",
    }
}

pub fn entry_result_label(e: &RoundEntry) -> String {
    match e {
        RoundEntry::NotPaired => String::new(),
        RoundEntry::Bye(k) => match k {
            ByeKind::PairingAllocated => "PAB".into(),
            ByeKind::Half => "½ bye".into(),
            ByeKind::Full => "1 bye".into(),
            ByeKind::Zero => "0 (absent)".into(),
            ByeKind::ForfeitWin => "+".into(),
            ByeKind::ForfeitLoss => "-".into(),
        },
        RoundEntry::Game { result, .. } => match result {
            GameResult::Pending => "…".into(),
            GameResult::Win | GameResult::UnratedWin => "1".into(),
            GameResult::Draw | GameResult::UnratedDraw => "½".into(),
            GameResult::Loss | GameResult::UnratedLoss => "0".into(),
            GameResult::ForfeitWin => "+".into(),
            GameResult::ForfeitLoss => "-".into(),
        },
    }
}

//! Who may receive the pairing-allocated bye.

use crate::model::*;

/// The text of the Basic Rules for Swiss Systems (C.04.1) a system's edition refers to: the
/// Dutch 2017 and Dubov 2018 texts cite the 2017 rules (C.04.1.d), the 2026 texts Art. 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasicRules {
    E2017,
    E2026,
}

impl From<DutchEdition> for BasicRules {
    fn from(e: DutchEdition) -> Self {
        match e {
            DutchEdition::E2017 => BasicRules::E2017,
            DutchEdition::E2026 => BasicRules::E2026,
        }
    }
}

impl From<DubovEdition> for BasicRules {
    fn from(e: DubovEdition) -> Self {
        match e {
            DubovEdition::E2018 => BasicRules::E2017,
            DubovEdition::E2026 => BasicRules::E2026,
        }
    }
}

/// C.04.1.d (2017) / Art. 4 (2025): no second PAB; 2017 also excludes a previous forfeit win
/// ("opponent not appearing"); 2026 excludes any round scored as a win without playing.
pub fn may_receive_pab(t: &Tournament, id: PlayerId, before_round: u32, edition: impl Into<BasicRules>) -> bool {
    let rules = edition.into();
    let Some(p) = t.player(id) else { return false };
    (1..before_round).all(|r| match p.round(r) {
        RoundEntry::Bye(ByeKind::PairingAllocated | ByeKind::ForfeitWin) => false,
        RoundEntry::Game { result: GameResult::ForfeitWin, .. } => false,
        // 2026 [C2] (C.04.1 Art. 4): any single round scored without playing as many points as a win
        e if rules == BasicRules::E2026 => e.is_played_game() || t.points.points(&e) < t.points.win,
        _ => true,
    })
}

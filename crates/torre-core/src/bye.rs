//! Who may receive the pairing-allocated bye.

use crate::model::*;

/// C.04.1.d (2017) / Art. 4 (2025): no second PAB; 2017 also excludes a previous forfeit win
/// ("opponent not appearing"); 2026 excludes any round scored as a win without playing.
pub fn may_receive_pab(t: &Tournament, id: PlayerId, before_round: u32, edition: DutchEdition) -> bool {
    let Some(p) = t.player(id) else { return false };
    (1..before_round).all(|r| match p.round(r) {
        RoundEntry::Bye(ByeKind::PairingAllocated | ByeKind::ForfeitWin) => false,
        RoundEntry::Game { result: GameResult::ForfeitWin, .. } => false,
        // 2026 [C2] (C.04.1 Art. 4): any single round scored without playing as many points as a win
        e if edition == DutchEdition::E2026 => e.is_played_game() || t.points.points(&e) < t.points.win,
        _ => true,
    })
}

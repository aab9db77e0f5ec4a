//! Game results drawn from the players' ratings, so that generated files look like real events.
//!
//! * Expected score of White: FIDE Rating Regulations B.02 table 8.1.2 (rating difference ->
//!   expected score PD), the table the tie-breaks use too ([`crate::tiebreak::rating::pd`]).
//! * Draw rate: grows with the players' average rating, from 10% at 1000 and below to 55% at
//!   2700 and above (strong players draw more; the shape of O. Milvang's statistical model for
//!   the TEC, linear here), scaled so that its mean is `DrawPercentage` when that is given
//!   (32.5% is the unscaled middle). Never more than the expected scores allow.
//!
//! Integer arithmetic only (per mille), so results are the same on every platform.

use super::rng::Rng;
use crate::model::GameResult;
use crate::tiebreak::{rating::pd, Reading};

/// Draw rate in per mille for two players of average rating `avg`, before scaling.
fn base_draw_rate(avg: u32) -> u64 {
    let avg = avg.clamp(1000, 2700) as u64;
    100 + (avg - 1000) * 450 / 1700
}

/// The result of a game, from White's side. `draw_percentage`: the mean draw rate wanted, if any.
pub fn game(rng: &mut Rng, white: u32, black: u32, draw_percentage: Option<u32>) -> GameResult {
    let expected = pd(white as i32 - black as i32, Reading::Text) as u64 * 10; // per mille
    let mut draw = base_draw_rate((white + black) / 2);
    if let Some(p) = draw_percentage {
        draw = draw * (p.min(100) as u64 * 10) / 325;
    }
    // a draw gives half a point to each: the rate cannot exceed twice the smaller share
    draw = draw.min(2 * expected.min(1000 - expected));
    let win = expected - draw / 2;
    let x = rng.below(1000);
    if x < win {
        GameResult::Win
    } else if x < win + draw {
        GameResult::Draw
    } else {
        GameResult::Loss
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(white: u32, black: u32, draws: Option<u32>) -> (u32, u32, u32) {
        let mut rng = Rng::new(1);
        let mut t = (0, 0, 0);
        for _ in 0..20_000 {
            match game(&mut rng, white, black, draws) {
                GameResult::Win => t.0 += 1,
                GameResult::Draw => t.1 += 1,
                _ => t.2 += 1,
            }
        }
        t
    }

    #[test]
    fn expected_score_follows_the_table() {
        // D = 200: PD 0.76 for the higher-rated player (B.02 8.1.2)
        let (w, d, _) = tally(2200, 2000, None);
        let score = (2 * w + d) as f64 / 40_000.0;
        assert!((score - 0.76).abs() < 0.015, "{score}");
        let (w, d, _) = tally(2000, 2200, None);
        let score = (2 * w + d) as f64 / 40_000.0;
        assert!((score - 0.24).abs() < 0.015, "{score}");
    }

    #[test]
    fn strong_players_draw_more() {
        let weak = tally(1200, 1200, None).1;
        let strong = tally(2600, 2600, None).1;
        assert!(strong > 2 * weak, "{weak} {strong}");
        assert_eq!(tally(2000, 2000, Some(0)).1, 0);
    }
}

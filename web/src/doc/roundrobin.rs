//! Round robins in the document (C.05): the numbers drawn by lot or set by hand (the initial
//! order moved by the arbiter), the whole schedule from the Berger tables known from the
//! start, and the standings after the C.05 withdrawal rule.

use super::{BoardResult, Doc};
use torre_core::roundrobin::{self, draw, varma, withdrawal};
use torre_core::{ByeKind, PairingSystem, PlayerId, RoundEntry, Tournament};

/// One game of the schedule: table numbers (the pairing numbers), its result once entered;
/// `black` is `None` when the table gives `white` the bye number (a free round).
#[derive(Clone, Debug, PartialEq)]
pub struct ScheduledGame {
    pub white: PlayerId,
    pub black: Option<PlayerId>,
    pub result: BoardResult,
}

/// One round of the schedule and the table row it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct ScheduledRound {
    pub round: u32,
    pub source: roundrobin::Source,
    pub games: Vec<ScheduledGame>,
}

impl Doc {
    pub fn is_round_robin(&self) -> bool {
        matches!(self.tournament.system, PairingSystem::RoundRobin | PairingSystem::DoubleRoundRobin)
    }

    /// The number of rounds: a round robin's follows from its players (Annex 1: n − 1 per
    /// cycle, n the even table size), a Swiss event's is declared.
    pub fn total_rounds(&self) -> Option<u32> {
        let t = &self.tournament;
        if self.is_round_robin() && (3..=24).contains(&t.players.len()) {
            return Some((roundrobin::berger::table_size(t.players.len() as u32) - 1) * roundrobin::cycles(t.system));
        }
        t.total_rounds
    }

    /// C.05 Annex 1: draw the table numbers by lot (before round 1), restricted by the Varma
    /// tables (Annex 2: one federation's players in one set) when `varma`; the players take
    /// them as pairing numbers and the order is the arbiter's from then on.
    pub fn draw_numbers(&mut self, seed: u64, varma: bool) -> Result<(), String> {
        let t = &self.tournament;
        let numbers = if varma {
            let (federations, names) = self.federations_and_names();
            draw::varma_numbers(&draw::draw_varma(&federations, &names, seed)?)
        } else {
            draw::draw(t.players.len(), seed)
        };
        // check (refused after round 1) before touching the document
        draw::renumber(t, &numbers)?;
        self.remap(|id| if id == 0 { 0 } else { numbers[id as usize - 1] });
        self.manual_order = true;
        self.numbers_drawn = Some(seed);
        self.numbers_varma = varma;
        Ok(())
    }

    /// C.05 Annex 1: a round robin's schedule is fixed from round 1 on (every player's games
    /// follow from the table numbers): no player can be added then. Withdrawing stays possible.
    pub fn entries_closed(&self) -> bool {
        self.is_round_robin() && self.rounds_paired() > 0
    }

    /// The players' federations and names, in pairing-number order (what the Varma draw reads).
    fn federations_and_names(&self) -> (Vec<String>, Vec<String>) {
        let players = &self.tournament.players;
        (players.iter().map(|p| p.federation.clone()).collect(), players.iter().map(|p| p.name.clone()).collect())
    }

    /// Whether the Varma tables cover this field (9 to 24 players).
    pub fn varma_possible(&self) -> bool {
        varma::sets(self.tournament.players.len() as u32).is_some()
    }

    /// The federations in the Varma drawing order (Annex 2, direction 2) with their number of
    /// players and the sets their players' numbers are in now (A-D; empty outside 9-24). The
    /// players without a federation draw one by one, last; they are listed once, together.
    pub fn federations(&self) -> Vec<(String, usize, Vec<char>)> {
        let t = &self.tournament;
        let (federations, names) = self.federations_and_names();
        let sets = varma::sets(t.players.len() as u32);
        let mut out: Vec<(String, usize, Vec<char>)> = Vec::new();
        for c in varma::order(&federations, &names) {
            let letters = c.members.iter().filter_map(|&i| sets?.iter().position(|s| s.contains(&t.players[i].id)).map(varma::letter));
            match out.last_mut() {
                Some(last) if c.federation.is_empty() && last.0.is_empty() => {
                    last.1 += c.members.len();
                    last.2.extend(letters);
                }
                _ => out.push((c.federation, c.members.len(), letters.collect())),
            }
        }
        for (_, _, letters) in &mut out {
            letters.sort_unstable();
            letters.dedup();
        }
        out
    }

    /// The whole schedule (every round, colours included), with the results entered so far;
    /// empty when the field is outside the tables (3 to 24 players).
    pub fn schedule(&self) -> Vec<ScheduledRound> {
        let t = &self.tournament;
        let n = t.players.len() as u32;
        let cycles = roundrobin::cycles(t.system);
        let Ok(rounds) = roundrobin::schedule(n, cycles) else { return Vec::new() };
        rounds
            .into_iter()
            .enumerate()
            .map(|(i, (source, games))| {
                let round = i as u32 + 1;
                let games = games
                    .into_iter()
                    .map(|(w, b)| {
                        let (white, black) = if b > n { (w, None) } else if w > n { (b, None) } else { (w, Some(b)) };
                        let result = match black {
                            Some(b) => self.boards(round).0.iter().find(|l| l.white == white && l.black == b).map(|l| l.result).unwrap_or(BoardResult::Pending),
                            None => BoardResult::Pending,
                        };
                        ScheduledGame { white, black, result }
                    })
                    .collect();
                ScheduledRound { round, source, games }
            })
            .collect()
    }

    /// The opponent the schedule gives `id` in round `round` (none: a free round, or not a
    /// round robin).
    pub fn scheduled_opponent(&self, id: PlayerId, round: u32) -> Option<PlayerId> {
        if !self.is_round_robin() {
            return None;
        }
        let games = self.schedule().into_iter().find(|s| s.round == round)?.games;
        games.into_iter().find_map(|g| match g.black {
            Some(b) if g.white == id => Some(b),
            Some(b) if b == id => Some(g.white),
            _ => None,
        })
    }

    /// The tournament the standings of a round robin are computed on (C.05 withdrawals) and
    /// the players whose results are annulled (left out of the table).
    pub fn standings_view(&self, k: u32) -> (Tournament, Vec<PlayerId>) {
        if !self.is_round_robin() {
            return (self.tournament.clone(), Vec::new());
        }
        let t = &self.tournament;
        (withdrawal::for_standings(t, &self.withdrawn, k), withdrawal::annulled(t, &self.withdrawn))
    }

    /// Whether the withdrawn player `id`'s results stand (C.05: half of his games or more
    /// played), his unplayed games lost by forfeit; false when they are annulled.
    pub fn withdrawn_forfeits(&self, id: PlayerId) -> bool {
        self.withdrawn_from(id).is_some() && withdrawal::outcome(&self.tournament, id) == withdrawal::Outcome::Forfeited
    }

    /// The tournament a TRF export writes: a round robin's C.05 forfeits (a player withdrawn
    /// after half of his games: the rest lost by forfeit) written in as `-`/`+` games, so that
    /// another program reading the file counts the same points. Annulled results stay in the
    /// file as played (they are rated); only the standings leave them out.
    ///
    /// In a Swiss tournament a withdrawal, which TRF has no record for, is written as what it
    /// means for the rounds left: a zero-point bye (`0000 - Z`, JaVaFo's known absence) in each
    /// of them, up to XXR (only the next round when the number of rounds is unknown), so that
    /// another program pairing the file leaves the player out, and Torre reads it back as the
    /// withdrawal ([`Doc::adopt_withdrawals`]).
    pub fn for_export(&self) -> Tournament {
        let mut t = self.record_view(self.rounds_paired());
        if !self.is_round_robin() {
            let next = self.next_round();
            let last = t.total_rounds.unwrap_or(next).max(next);
            for &(id, from) in &self.withdrawn {
                let Some(p) = t.player_mut(id) else { continue };
                for r in from.max(next)..=last {
                    if p.round(r) == RoundEntry::NotPaired {
                        p.set_round(r, RoundEntry::Bye(ByeKind::Zero));
                    }
                }
            }
        }
        t
    }

    /// An imported Swiss file's withdrawals, as [`Doc::for_export`] writes them: a player with a
    /// zero-point bye in every round from one not yet paired to the last (XXR) is withdrawn from
    /// the first of the zero-point byes that run reaches back to (rounds already paired
    /// included); the byes of the rounds not paired become the withdrawal.
    pub fn adopt_withdrawals(&mut self) {
        let (next, Some(last)) = (self.next_round(), self.tournament.total_rounds) else { return };
        if self.is_round_robin() || next > last {
            return;
        }
        let zero = |e: RoundEntry| e == RoundEntry::Bye(ByeKind::Zero);
        let mut found = Vec::new();
        for p in &mut self.tournament.players {
            if !(next..=last).all(|r| zero(p.round(r))) {
                continue;
            }
            let mut from = next;
            while from > 1 && zero(p.round(from - 1)) {
                from -= 1;
            }
            // (set_round drops the trailing rounds not paired)
            for r in next..=last {
                p.set_round(r, RoundEntry::NotPaired);
            }
            found.push((p.id, from));
        }
        for (id, from) in found {
            self.withdrawn.retain(|w| w.0 != id);
            self.withdrawn.push((id, from));
        }
    }

    /// The record of rounds 1..=`k` as the crosstable and the players' cards show it: in a round
    /// robin, the C.05 forfeits of a player withdrawn after half of his games written in.
    pub fn record_view(&self, k: u32) -> Tournament {
        if !self.is_round_robin() {
            return self.tournament.clone();
        }
        withdrawal::with_forfeits(&self.tournament, &self.withdrawn, k)
    }

    /// The crosstable cells of a round robin after round `k` (table order): for each player, his
    /// results against each opponent, both cycles in order. C.05 withdrawals as the standings
    /// count them: a player withdrawn after half of his games loses the rest by forfeit (`-`,
    /// `+` for the opponent); the results of one withdrawn before half are annulled, shown in
    /// brackets (they stay in the record, they count for nobody).
    pub fn crosstable_cells(&self, k: u32) -> impl Fn(PlayerId, PlayerId) -> String {
        let shown = self.record_view(k);
        let annulled = withdrawal::annulled(&self.tournament, &self.withdrawn);
        move |id, opponent| {
            let Some(p) = shown.player(id) else { return String::new() };
            let void = annulled.contains(&id) || annulled.contains(&opponent);
            (1..=k)
                .map(|r| p.round(r))
                .filter(|e| e.opponent() == Some(opponent))
                .map(|e| if void { format!("({})", super::entry_result_label(&e)) } else { super::entry_result_label(&e) })
                .collect::<Vec<_>>()
                .join(" ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use torre_core::{Player, Tournament};

    /// Players without a federation draw one by one (Varma, direction 2) but are listed once.
    #[test]
    fn players_without_a_federation_are_listed_once() {
        let mut d = Doc::new(Tournament::default());
        let p = |name: &str, fed: &str| Player { name: name.into(), federation: fed.into(), ..Default::default() };
        d.add_players(vec![p("A", "ITA"), p("B", ""), p("C", "ITA"), p("D", ""), p("E", "FRA"), p("F", "")], torre_core::ByeKind::Zero);
        let listed: Vec<(String, usize)> = d.federations().into_iter().map(|(f, n, _)| (f, n)).collect();
        assert_eq!(listed, [("ITA".to_string(), 2), ("FRA".to_string(), 1), (String::new(), 3)]);
    }
}

//! The Burstein trace (C.04.4.2) step by step: one step per bracket (players by BSN with their
//! Index, the pairs, who moves on), then the colours.

use super::*;
use torre_core::explain::{BursteinBracket, BursteinTrace, ColourRuleStep};

/// Burstein players as the Dutch tags write them (pairing number and preference) and with
/// their colour histories, for the colour table.
fn as_states(b: &BursteinTrace) -> Vec<PlayerState> {
    b.players
        .iter()
        .map(|p| PlayerState {
            id: p.id,
            score: p.score,
            colours: p.colours.clone(),
            preference: p.preference.clone(),
            strength: String::new(),
            float_prev: String::new(),
            float_prev2: String::new(),
            can_bye: p.can_bye,
            topscorer: false,
        })
        .collect()
}

/// One step of a Burstein round: bracket `bi`, or (bi = the number of brackets) the colours.
pub(super) fn burstein_body(b: &BursteinTrace, pos: RwSignal<(usize, usize)>) -> AnyView {
    let (bi, _) = pos.get();
    let players = as_states(b);
    let links = b
        .brackets
        .iter()
        .enumerate()
        .map(|(k, br)| Link { kind: "burstein".into(), full: format!("{} {} · {}", tr().burstein_bracket, k + 1, strings::points_n(&pts(bracket_score(b, br)))), short: strings::points_n(&pts(bracket_score(b, br))) })
        .collect();
    let pab = b.bye.map(|id| view! { <p class="small" data-testid="explain-pab"><strong>{tr().pab} ": " {id}</strong> " — " {strings::fill(tr().pab_reason_burstein, &[("id", &id)])}</p> }.into_any());
    let step = b.brackets.get(bi).map(|br| (burstein_step(b, bi, br, &players).into_any(), legend(Notation::Burstein, &[])));
    // the bye is in the PAB note, with its reason
    let colours: Vec<ColourStep> = b.colours.iter().map(colour_step).collect();
    let colours = Box::new(move || colours_view(&colours, None, &players, |s: &str| s.to_string()).into_any());
    step_page(Page { links, pab, step, colours }, bi, pos)
}

/// A pair's colour article as the colour views of every system take it (its reason translated
/// through its basis).
fn colour_step(c: &ColourRuleStep) -> ColourStep {
    ColourStep { white: c.white, black: c.black, rule: c.article.clone(), reason: c.reason.clone(), basis: c.basis, higher: c.higher }
}

/// The score of a bracket's scoregroup (1.9.2): its lowest, the floaters it received from
/// above having more.
pub(super) fn bracket_score(b: &BursteinTrace, br: &BursteinBracket) -> f64 {
    br.bsn.iter().filter_map(|&id| b.players.iter().find(|p| p.id == id)).map(|p| p.score).reduce(f64::min).unwrap_or(0.0)
}

/// Bracket `bi`: its players by BSN with their Index, the pairs, who moves on.
fn burstein_step(b: &BursteinTrace, bi: usize, br: &BursteinBracket, players: &[PlayerState]) -> impl IntoView {
    let nb = b.brackets.len();
    let said = sentence::burstein_sentences(b).get(bi).map(|s| words::sentence(s, None)).unwrap_or_default();
    let index = |id: PlayerId| b.players.iter().find(|p| p.id == id).map(|p| format!("{} · {} {} / {}", strings::points_n(&pts(p.score)), tr().burstein_index, p.buchholz, p.sonneborn_berger)).unwrap_or_default();
    let part = begin_parts(&[br.bsn.len(), br.pairs.len()]);
    let shown = rows(br.bsn.len(), part);
    view! {
        <p class="small muted">{tr().burstein_title}</p>
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index="0" data-pairs=pairs_attr(&br.pairs) data-chosen="true">
            <h4 data-score=pts(bracket_score(b, br))>{format!("{} {}/{nb} · {}", tr().burstein_bracket, bi + 1, strings::points_n(&pts(bracket_score(b, br))))}</h4>
            <p class="step-sentence" data-testid="explain-sentence">{said}</p>
            {pager(part)}
            <div class="s12row">
                <ul class="glist">{br.bsn.iter().enumerate().skip(shown.start).take(shown.len()).map(|(k, &id)| view! {
                    <li data-player=id.to_string()><span class="bsn">{k + 1}</span> " " <strong>{tag(players, id)}</strong> " " <span class="muted small">{index(id)}</span></li>
                }).collect_view()}</ul>
                {none_here(&shown, br.bsn.len())}
                {pairs_view(&br.pairs, part, &[])}
                {(!br.floaters.is_empty()).then(|| view! { <div class="small">{tr().burstein_floaters} ": " {ids(&br.floaters)}</div> })}
            </div>
        </div>
    }
}

/// "Why this pairing?" for a Burstein board: the bracket that paired it, how, and the colour
/// article (a seeding round is a Dutch round: the Dutch panel).
pub(super) fn burstein_why(b: &BursteinTrace, title: String, same: impl Fn(&(PlayerId, PlayerId)) -> bool, on_open: impl Fn(usize) + Clone + 'static) -> AnyView {
    let Some((bi, br)) = b.brackets.iter().enumerate().find(|(_, br)| br.pairs.iter().any(&same)) else {
        return not_engine(title);
    };
    let said = sentence::burstein_sentences(b).get(bi).map(|s| words::sentence(s, None)).unwrap_or_default();
    let colour = b.colours.iter().find(|c| same(&(c.white, c.black))).map(|c| {
        format!("{}: {}", c.article, words::colour_reason(&colour_step(c)).unwrap_or_else(|| c.reason.clone()))
    });
    view! {
        <div class="card why" data-testid="why-panel" data-bracket=bi.to_string()>
            <h3>{title}</h3>
            <p data-testid="why-bracket"><strong>{format!("{} {} · {}", tr().burstein_bracket, bi + 1, strings::points_n(&pts(bracket_score(b, br))))}</strong> ": " {ids(&br.bsn)}</p>
            <p data-testid="why-criteria"><strong>{tr().explain_decision} ": "</strong>{said}</p>
            {colour.map(|a| view! { <p data-testid="why-colour"><strong>{tr().explain_colour_rule} " " {a}</strong></p> })}
            <button data-testid="why-open-explain" on:click=move |_| on_open(bi)>{tr().why_open}</button>
        </div>
    }
    .into_any()
}

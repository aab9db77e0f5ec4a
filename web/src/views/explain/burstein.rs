//! The Burstein trace (C.04.4.2) step by step: one step per bracket (players by BSN with their
//! Index, the pairs, who moves on), then the colours.

use super::*;
use torre_core::explain::BursteinTrace;

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

pub(super) fn burstein_body(b: &BursteinTrace, pos: RwSignal<(usize, usize)>) -> AnyView {
    let (bi, _) = pos.get();
    let nb = b.brackets.len();
    let players = as_states(b);
    let links = nav_window(nb, bi);
    let nav = view! {
        <ol class="bracket-steps noprint">
            {nav_more(links.start > 0)}
            {links.clone().map(|k| view! {
                <li class:active=k == bi><a href="#" data-testid="explain-bracket-link" data-kind="burstein" on:click=move |ev| { ev.prevent_default(); pos.set((k, 0)); }>{format!("{} {}", tr().burstein_bracket, k + 1)}</a></li>
            }).collect_view()}
            {nav_more(links.end < nb)}
            {colours_link(nb, bi, pos)}
        </ol>
    };
    let pab = b.bye.map(|id| view! { <p class="small" data-testid="explain-pab"><strong>{tr().pab} ": " {id}</strong> " — " {strings::fill(tr().pab_reason_burstein, &[("id", &id)])}</p> });
    let Some(br) = b.brackets.get(bi) else {
        let colours: Vec<ColourStep> = b.colours.iter().map(|c| ColourStep { white: c.white, black: c.black, rule: c.article.clone(), reason: String::new(), basis: Default::default(), higher: 0 }).collect();
        // the bye is in the PAB note above, with its reason
        return view! { {pab} {nav} <div data-testid="explain-colour-step">{colours_view(&colours, None, &players, |s: &str| s.to_string())}</div> }.into_any();
    };
    let said = sentence::burstein_sentences(b).get(bi).map(|s| words::sentence(s, None)).unwrap_or_default();
    let index = |id: PlayerId| b.players.iter().find(|p| p.id == id).map(|p| format!("{} · {} {} / {}", strings::points_n(&pts(p.score)), tr().burstein_index, p.buchholz, p.sonneborn_berger)).unwrap_or_default();
    let part = begin_parts(&[br.bsn.len(), br.pairs.len()]);
    let shown = rows(br.bsn.len(), part);
    view! {
        {pab_on_every_step().then_some(pab)}
        {nav}
        <p class="small muted">{tr().burstein_title}</p>
        <div class="explain-main">
            <div class="explain-step-col">
                <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index="0" data-pairs=pairs_attr(&br.pairs) data-chosen="true">
                    <h4>{format!("{} {}/{nb}", tr().burstein_bracket, bi + 1)}</h4>
                    <p class="step-sentence" data-testid="explain-sentence">{said}</p>
                    {pager(part)}
                    <div class="s12row">
                        <ul class="glist">{br.bsn.iter().enumerate().skip(shown.start).take(shown.len()).map(|(k, &id)| view! {
                            <li data-player=id.to_string()><span class="bsn">{k + 1}</span> " " <strong>{tag(&players, id)}</strong> " " <span class="muted small">{index(id)}</span></li>
                        }).collect_view()}</ul>
                        {none_here(&shown, br.bsn.len())}
                        {pairs_view(&br.pairs, part, &[])}
                        {(!br.floaters.is_empty()).then(|| view! { <div class="small">{tr().burstein_floaters} ": " {ids(&br.floaters)}</div> })}
                    </div>
                </div>
            </div>
            {legend(Notation::Burstein, &[])}
        </div>
    }
    .into_any()
}

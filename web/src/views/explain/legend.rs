//! The legend of the step view's notation, always visible beside the steps (not only on hover):
//! the player tags, the bracket numbers, the subgroups, the failure values and the names of the
//! criteria in the table on screen.

use super::*;
use torre_core::DubovEdition;

/// Which system's notation the legend explains.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Notation {
    Dutch(torre_core::DutchEdition),
    Dubov(DubovEdition),
    Burstein,
}

/// `criteria`: the codes of the criteria in the failures table on screen (2018 names for Dubov).
/// In presentation mode the legend is a panel over the step, opened and closed by the teacher.
pub(super) fn legend(n: Notation, criteria: &[&'static str]) -> AnyView {
    if use_context::<Present>().is_some_and(|p| p.on.get() && !p.legend.get()) {
        return ().into_any();
    }
    let mut items: Vec<String> = vec![tr().legend_tag.into(), tr().legend_pref.into()];
    match n {
        Notation::Dutch(e) => {
            // 2026 [C7] judges the downfloaters' scores, not the PSD of 2017 (A.8, C.6)
            let scores = if e == torre_core::DutchEdition::E2026 { tr().legend_scores26 } else { tr().legend_psd };
            items.extend([tr().legend_float, tr().legend_bsn, tr().legend_m0, tr().legend_maxpairs, tr().legend_m1, tr().legend_s12, tr().legend_failures, scores].map(|s| cite(e, s)));
        }
        Notation::Dubov(e) => {
            items.extend([tr().legend_up, tr().legend_g12, tr().legend_aro, tr().legend_t2, tr().legend_failures].map(|s| art(e, s)));
        }
        Notation::Burstein => items.push(tr().legend_bsn.into()),
    }
    let names: Vec<(String, String)> = criteria
        .iter()
        .map(|&c| match n {
            Notation::Dubov(e) => (art(e, c), art(e, strings::dubov_criterion_name(c))),
            Notation::Dutch(e) => (cite(e, c), criterion_name(c).to_string()),
            Notation::Burstein => (c.to_string(), strings::trace_criterion_name(c).to_string()),
        })
        .filter(|(_, name)| !name.is_empty())
        .collect();
    view! {
        <aside class="legend card" data-testid="explain-legend">
            <h4>{tr().legend_title}</h4>
            <ul>{items.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ul>
            {(!names.is_empty()).then(|| view! {
                <div class="small muted">{tr().legend_criteria}</div>
                <ul data-testid="explain-legend-criteria">{names.into_iter().map(|(c, name)| view! { <li data-criterion=c.clone()><strong>{c.clone()}</strong> " " {name}</li> }).collect_view()}</ul>
            })}
        </aside>
    }
    .into_any()
}

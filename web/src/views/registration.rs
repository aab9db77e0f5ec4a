//! Registration checks (issue 20): each field of the player form checked as the TRF player
//! record can hold it (`torre_core::trf::fields`: FIDE titles, 3-letter federation codes, a
//! rating of four digits, the FIDE number, the birth date, the 33-column name), with the message
//! next to the field while it is typed. Errors stop the entry; warnings (a name the file will
//! shorten, a federation code not on FIDE's list) only say so.

use leptos::prelude::*;
use torre_core::trf::fields::{self, Problem};

/// The player form's checked fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Title,
    Rating,
    Federation,
    FideId,
    Birth,
    Sex,
}

use crate::strings::problem_text;

/// What is wrong with `value` in `field`, if anything.
pub fn problem(field: Field, value: &str) -> Option<Problem> {
    match field {
        Field::Name => fields::name(value),
        Field::Title => fields::title(value).err(),
        Field::Rating => fields::rating(value).err(),
        Field::Federation => fields::federation(value).map_or_else(Some, |(_, w)| w),
        Field::FideId => fields::fide_id(value).err(),
        Field::Birth => fields::birth(value).err(),
        Field::Sex => fields::sex(value).err(),
    }
}

/// The message under a field, following its value (red for an error, muted for a warning).
pub fn field_msg(field: Field, value: RwSignal<String>, testid: &'static str) -> impl IntoView {
    move || {
        problem(field, &value.get()).map(|p| {
            let class = if p.is_error() { "field-msg error" } else { "field-msg" };
            view! { <span class=class data-testid=testid role="alert">{problem_text(&p)}</span> }
        })
    }
}

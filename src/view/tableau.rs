//! Bouton's column-sum tableau, drawn from [`crate::engine::Tableau`].
//!
//! The table is read-only and can hold 32 rows of 20 digits, so it is written as
//! markup by [`tableau_html`] and [`figure_html`] rather than as hundreds of reactive nodes: this keeps
//! the download small. The markup holds only numbers and fixed words, never text
//! from a link, a form or storage.

use std::fmt::Write;

use crate::engine::{group_thousands, MisereStage, Outcome, Tableau};

use super::text::{fill, Text};

/// The words for a verdict, as the tableau says it.
pub fn verdict_words(t: &Text, outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => t.verdict_safe,
        Outcome::Unsafe => t.verdict_unsafe,
    }
}

pub fn verdict_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => "safe",
        Outcome::Unsafe => "unsafe",
    }
}

/// The tableau of one position as a figure with its caption. `testid` names it
/// for tests (`tableau` for the live one, `tableau-preview`, `tableau-review`);
/// the caption holds numbers and fixed words only.
pub fn figure_html(words: &Text, t: &Tableau, testid: &str, caption: &str) -> String {
    format!(
        "<figure class=\"tableau\" data-testid=\"{testid}\" data-nim-sum=\"{}\" data-verdict=\"{}\"><figcaption>{caption}</figcaption><div>{}</div></figure>",
        t.nim_sum,
        verdict_key(t.outcome),
        tableau_html(words, t)
    )
}

/// The tableau as markup: rows in binary, column sums, nim-sum, verdict, notes.
pub fn tableau_html(words: &Text, t: &Tableau) -> String {
    let powers: Vec<u32> = t.powers().collect();
    let limited = t.limit.is_some();
    let mut h = String::with_capacity(2048);
    let _ = write!(
        h,
        "<div class=\"tableau-scroll\"><table><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th>",
        words.col_pile, words.col_sticks
    );
    if limited {
        let _ = write!(h, "<th scope=\"col\">{}</th>", words.col_value);
    }
    for &k in &powers {
        let _ = write!(
            h,
            "<th scope=\"col\" class=\"bit\"><span class=\"power\">2<sup>{k}</sup></span><span class=\"place\">{}</span></th>",
            group_thousands(1u64 << k)
        );
    }
    h.push_str("</tr></thead><tbody>");
    for row in &t.rows {
        let top = u32::BITS - row.value.leading_zeros();
        let _ = write!(
            h,
            "<tr data-row=\"{n}\"><th scope=\"row\">{n}</th><td class=\"num\">{}</td>",
            group_thousands(u64::from(row.size)),
            n = row.pile + 1
        );
        if limited {
            let _ = write!(h, "<td class=\"num\">{}</td>", row.value);
        }
        for &k in &powers {
            let _ = write!(
                h,
                "<td class=\"bit{}\">{}</td>",
                if k >= top { " lead" } else { "" },
                u8::from(row.bit(k))
            );
        }
        h.push_str("</tr>");
    }
    let gap = if limited { "<td></td>" } else { "" };
    let _ = write!(
        h,
        "</tbody><tfoot><tr class=\"sums\"><th scope=\"row\" colspan=\"2\">{}</th>{gap}",
        words.column_sums
    );
    for &k in &powers {
        let sum = t.column_sums[k as usize];
        if sum % 2 == 1 {
            let _ = write!(
                h,
                "<td class=\"bit sum odd\" data-column=\"{k}\" data-sum=\"{sum}\" title=\"{}\">{sum}<span class=\"odd-mark\" aria-label=\"{}\">◆</span></td>",
                words.odd_column, words.odd
            );
        } else {
            let _ = write!(
                h,
                "<td class=\"bit sum\" data-column=\"{k}\" data-sum=\"{sum}\" title=\"{}\">{sum}</td>",
                words.even_column
            );
        }
    }
    let _ = write!(
        h,
        "</tr><tr class=\"nim-sum\"><th scope=\"row\" colspan=\"2\">{}</th>{gap}",
        fill(words.nim_sum, &[&group_thousands(u64::from(t.nim_sum))])
    );
    for &k in &powers {
        let _ = write!(h, "<td class=\"bit\">{}</td>", t.nim_sum >> k & 1);
    }
    let _ = write!(
        h,
        "</tr></tfoot></table></div><p class=\"verdict {}\"><strong>{}</strong></p>",
        verdict_key(t.outcome),
        verdict_words(words, t.outcome)
    );
    let note = match (t.limit, t.misere) {
        (Some(k), _) => fill(words.note_limit, &[&k, &(k + 1)]),
        (_, Some(MisereStage::AsNormal)) => words.note_misere.into(),
        (_, Some(MisereStage::Endgame { ones })) => fill(words.note_endgame, &[&ones]),
        (None, None) => return h,
    };
    let _ = write!(h, "<p class=\"note\">{note}</p>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::view::text::{EN, IT};

    #[test]
    fn writes_the_seed_example() {
        let position = "3,4,5".parse().unwrap();
        let html = tableau_html(&EN, &Tableau::new(&position, &Rules::NORMAL));
        assert!(html.contains("data-column=\"1\" data-sum=\"1\""));
        assert!(html.contains("data-column=\"0\" data-sum=\"2\""));
        assert!(html.contains("class=\"bit sum odd\" data-column=\"1\""));
        assert!(html.contains("Nim-sum 2"));
        assert!(html.contains("unsafe: whoever moves now can win"));
        // 3 is written 011 with a faint leading zero.
        assert!(html.contains(
            "<td class=\"bit lead\">0</td><td class=\"bit\">1</td><td class=\"bit\">1</td>"
        ));
        let italian = tableau_html(&IT, &Tableau::new(&position, &Rules::NORMAL));
        assert!(italian.contains("Somme delle colonne"));
        assert!(italian.contains("Somma nim 2"));
        assert!(italian.contains("insicura: chi muove ora può vincere"));
        let figure = figure_html(
            &EN,
            &Tableau::new(&position, &Rules::NORMAL),
            "tableau",
            "Now",
        );
        assert!(figure.starts_with(
            "<figure class=\"tableau\" data-testid=\"tableau\" data-nim-sum=\"2\" data-verdict=\"unsafe\"><figcaption>Now</figcaption>"
        ));
    }

    #[test]
    fn markup_is_balanced() {
        let html = tableau_html(
            &EN,
            &Tableau::new(&"21".parse().unwrap(), &Rules::limited(3).unwrap()),
        );
        for tag in ["table", "tr", "td", "th", "p", "div"] {
            assert_eq!(
                html.matches(&format!("<{tag}>")).count()
                    + html.matches(&format!("<{tag} ")).count(),
                html.matches(&format!("</{tag}>")).count(),
                "{tag}"
            );
        }
        assert!(html.contains("size mod 4"));
    }
}

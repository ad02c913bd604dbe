//! Bouton's column-sum tableau, drawn from [`crate::engine::Tableau`].
//!
//! The table is read-only and can hold 32 rows of 20 digits, so it is written as
//! markup by [`tableau_html`] rather than as hundreds of reactive nodes: this keeps
//! the download small. The markup holds only numbers and fixed words, never text
//! from a link, a form or storage.

use std::fmt::Write;

use crate::engine::{group_thousands, MisereStage, Outcome, Tableau};

/// The words for a verdict, as the tableau and the review say it.
pub fn verdict_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => "safe: whoever moves now loses against perfect play",
        Outcome::Unsafe => "unsafe: whoever moves now can win",
    }
}

pub fn verdict_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Safe => "safe",
        Outcome::Unsafe => "unsafe",
    }
}

/// The tableau of one position in a figure with its caption. `testid` names it
/// for tests (`tableau` for the live one, `tableau-preview`, `tableau-review`).
pub fn tableau_figure(t: &Tableau, testid: &str, caption: &str) -> String {
    format!(
        "<figure class=\"tableau\" data-testid=\"{testid}\" data-nim-sum=\"{}\" data-verdict=\"{}\"><figcaption>{caption}</figcaption>{}</figure>",
        t.nim_sum,
        verdict_key(t.outcome),
        tableau_html(t)
    )
}

/// The tableau as markup: rows in binary, column sums, nim-sum, verdict, notes.
pub fn tableau_html(t: &Tableau) -> String {
    let powers: Vec<u32> = t.powers().collect();
    let limited = t.limit.is_some();
    let mut h = String::with_capacity(2048);
    h.push_str("<div class=\"tableau-scroll\"><table><thead><tr><th scope=\"col\">Pile</th><th scope=\"col\">Sticks</th>");
    if limited {
        h.push_str("<th scope=\"col\">Value</th>");
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
        "</tbody><tfoot><tr class=\"sums\"><th scope=\"row\" colspan=\"2\">Column sums</th>{gap}"
    );
    for &k in &powers {
        let sum = t.column_sums[k as usize];
        if sum % 2 == 1 {
            let _ = write!(
                h,
                "<td class=\"bit sum odd\" data-column=\"{k}\" data-sum=\"{sum}\" title=\"odd column\">{sum}<span class=\"odd-mark\" aria-label=\"odd\">◆</span></td>"
            );
        } else {
            let _ = write!(
                h,
                "<td class=\"bit sum\" data-column=\"{k}\" data-sum=\"{sum}\" title=\"even column\">{sum}</td>"
            );
        }
    }
    let _ = write!(
        h,
        "</tr><tr class=\"nim-sum\"><th scope=\"row\" colspan=\"2\">Nim-sum {}</th>{gap}",
        group_thousands(u64::from(t.nim_sum))
    );
    for &k in &powers {
        let _ = write!(h, "<td class=\"bit\">{}</td>", t.nim_sum >> k & 1);
    }
    let _ = write!(
        h,
        "</tr></tfoot></table></div><p class=\"verdict {}\"><strong>{}</strong></p>",
        verdict_key(t.outcome),
        verdict_words(t.outcome)
    );
    if let Some(k) = t.limit {
        let _ = write!(
            h,
            "<p class=\"note\">Take at most {k}: a pile plays like a Nim pile of its size mod {}, so each row shows that value (its Grundy value) in binary.</p>",
            k + 1
        );
    }
    match t.misere {
        None => {}
        Some(MisereStage::AsNormal) => h.push_str(
            "<p class=\"note\">Misère: while some pile has 2 or more sticks, play exactly as in normal Nim. Switch when your move would leave every pile at 0 or 1: then leave an odd number of ones.</p>",
        ),
        Some(MisereStage::Endgame { ones }) => {
            let _ = write!(
                h,
                "<p class=\"note\">Misère endgame: every pile holds 0 or 1 stick ({ones} with one). Leave an odd number of ones and the other player must take the last stick.</p>"
            );
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    #[test]
    fn writes_the_seed_example() {
        let html = tableau_html(&Tableau::new(&"3,4,5".parse().unwrap(), &Rules::NORMAL));
        assert!(html.contains("data-column=\"1\" data-sum=\"1\""));
        assert!(html.contains("data-column=\"0\" data-sum=\"2\""));
        assert!(html.contains("class=\"bit sum odd\" data-column=\"1\""));
        assert!(html.contains("Nim-sum 2"));
        assert!(html.contains("unsafe: whoever moves now can win"));
        // 3 is written 011 with a faint leading zero.
        assert!(html.contains(
            "<td class=\"bit lead\">0</td><td class=\"bit\">1</td><td class=\"bit\">1</td>"
        ));
    }

    #[test]
    fn markup_is_balanced() {
        let html = tableau_html(&Tableau::new(
            &"21".parse().unwrap(),
            &Rules::limited(3).unwrap(),
        ));
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

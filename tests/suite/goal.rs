//! `lights_out::Goal` as text: the CLI's words, read and written.

use flipswap::lights_out::{Goal, GoalError};

#[test]
fn every_goal_reads_back_its_own_word() {
    for goal in Goal::ALL {
        assert_eq!(goal.to_string().parse::<Goal>(), Ok(goal));
    }
    assert_eq!(Goal::default(), Goal::AllOff);
    let words: Vec<String> = Goal::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(words, ["off", "on", "one-colour"]);
}

#[test]
fn other_words_are_errors_that_show_them() {
    for text in ["", "Off", " off", "off ", "one-color", "all-off"] {
        let error: GoalError = text.parse::<Goal>().unwrap_err();
        assert_eq!(error.found(), text);
        assert!(!error.is_cut());
        assert_eq!(
            error.to_string(),
            format!("expected 'off', 'on' or 'one-colour', found '{text}'")
        );
    }
    // Cut at a character boundary: 'é' is two bytes, and would straddle
    // the sixteenth.
    let error = "aaaaaaaaaaaaaaaé!".parse::<Goal>().unwrap_err();
    assert_eq!(error.found(), "aaaaaaaaaaaaaaa");
    assert!(error.is_cut());
    let error = "o\u{7}n".parse::<Goal>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "expected 'off', 'on' or 'one-colour', found 'o\\u{7}n'"
    );
    let error: &dyn core::error::Error = &error;
    assert!(error.source().is_none());
}

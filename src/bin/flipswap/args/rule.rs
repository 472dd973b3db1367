//! `lights-out`'s rule on the command line (`--rule R`, `--torus`,
//! `--states N`), read the same way for answering, `check`, `gen` and
//! `validate`: given, they turn `lights-out` to the row of a board with a
//! rule ([`registry::RULED_LIGHTS_OUT`]).

use flipswap::answer::Opt;
use flipswap::press::LightsRule;
use flipswap::registry::{self, Row};

use super::{LIGHTS_OUT_HELP, UsageError, taking, twice_in};

/// The rule's options as written.
#[derive(Debug, Default)]
pub struct RuleWords {
    rule: Option<String>,
    torus: bool,
    states: Option<String>,
}

impl RuleWords {
    /// Takes `arg` (with `next` for a value) when it is one of the rule's
    /// options: `Ok(true)`; `Ok(false)` for any other argument.
    pub fn take(
        &mut self,
        arg: &str,
        next: &mut dyn FnMut() -> Option<String>,
        help: &'static str,
    ) -> Result<bool, UsageError> {
        if arg == "--torus" {
            if self.torus {
                return Err(twice_in("--torus", help));
            }
            self.torus = true;
            return Ok(true);
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_owned())),
            None => (arg, None),
        };
        let (slot, what) = match name {
            "--rule" => (
                &mut self.rule,
                "a rule: cross, x, king, row-column or a stencil",
            ),
            "--states" => (&mut self.states, "a number of states: 2 or 3"),
            _ => return Ok(false),
        };
        let value = match inline.or_else(next) {
            Some(value) => value,
            None => {
                return Err(UsageError {
                    problem: format!("{name} needs {what}"),
                    help: LIGHTS_OUT_HELP,
                });
            }
        };
        if slot.replace(value).is_some() {
            return Err(twice_in(name, help));
        }
        Ok(true)
    }

    /// The option given first, if any.
    fn given(&self) -> Option<&'static str> {
        if self.rule.is_some() {
            Some("--rule")
        } else if self.torus {
            Some("--torus")
        } else if self.states.is_some() {
            Some("--states")
        } else {
            None
        }
    }

    /// The row to answer `puzzle` by, and its rule: `lights-out` given a
    /// rule turns to [`registry::RULED_LIGHTS_OUT`]; a puzzle that takes
    /// no rule is refused, in words for the command `verb` (`""`, `check
    /// `, `gen `, `validate `).
    pub fn apply(
        self,
        puzzle: &'static Row,
        verb: &str,
        help: &'static str,
    ) -> Result<(&'static Row, LightsRule), UsageError> {
        let Some(option) = self.given() else {
            return Ok((puzzle, LightsRule::PLAIN));
        };
        self.ruled(puzzle, option, verb, help)
    }

    /// As [`apply`](Self::apply), for answering: where the options of a
    /// search are `searching` (`--limit`, `--keep-going`, `--quiet`),
    /// `lights-out` without a rule's option is answered by the press
    /// engine on Lights Out's own rule, which weighs its kernel within
    /// the limit, as with a rule.
    pub fn apply_searching(
        self,
        puzzle: &'static Row,
        searching: bool,
        help: &'static str,
    ) -> Result<(&'static Row, LightsRule), UsageError> {
        match self.given() {
            None if searching && puzzle.takes(Opt::Rule) => {
                Ok((&registry::RULED_LIGHTS_OUT, LightsRule::PLAIN))
            }
            None => Ok((puzzle, LightsRule::PLAIN)),
            Some(option) => self.ruled(puzzle, option, "", help),
        }
    }

    /// The rule of the options given, `option` the first of them.
    fn ruled(
        self,
        puzzle: &'static Row,
        option: &str,
        verb: &str,
        help: &'static str,
    ) -> Result<(&'static Row, LightsRule), UsageError> {
        if !puzzle.takes(Opt::Rule) {
            return Err(UsageError {
                problem: format!(
                    "{option} does not go with {verb}{}; it goes with {verb}{}",
                    puzzle.name,
                    taking(Opt::Rule)
                ),
                help,
            });
        }
        if let Some(other) = self.states.as_deref().filter(|s| !matches!(*s, "2" | "3")) {
            return Err(UsageError {
                problem: format!("--states takes 2 or 3, not '{other}'"),
                help: LIGHTS_OUT_HELP,
            });
        }
        let text = self.rule.as_deref();
        let rule = LightsRule::from_options(text, self.torus, self.states.as_deref()).map_err(
            |error| UsageError {
                problem: format!("--rule '{}': {error}", text.unwrap_or_default()),
                help: LIGHTS_OUT_HELP,
            },
        )?;
        Ok((&registry::RULED_LIGHTS_OUT, rule))
    }
}

package keeptable.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Event;
import keeptable.engine.Game;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Hint;
import keeptable.engine.match.TakeBack;
import keeptable.engine.module.GameModule;

/**
 * A human at the terminal, as an agent. Like every agent it receives only a determinized copy of
 * the game, whose view for its own seat is the same as the real one. Reads numbers and commands:
 * why, hint, board, log, auto, help, quit. A decision with only one choice is played for it (unless
 * auto is off, or the choice before was taken back), after a line saying so.
 */
final class TerminalPlayer implements Agent {
    /** How long the hint searches, as the server's default --hint-ms. */
    static final long HINT_MILLIS = 1000;
    /** How long the line saying a one-choice decision was played stays before the game goes on. */
    static final long AUTO_NOTICE_MILLIS = 700;
    private final Terminal terminal;
    private final HumanTable table;
    private final GameModule game;
    private final RulesAidText rules;
    private final Rng hintRng;

    TerminalPlayer(Terminal terminal, HumanTable table, GameModule game, long hintSeed) {
        this.terminal = terminal;
        this.table = table;
        this.game = game;
        this.rules = new RulesAidText(terminal.out(), game.rulesAid());
        this.hintRng = new Rng(hintSeed);
    }

    @Override
    public String name() {
        return SeatPlan.HUMAN;
    }

    @Override
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        int seat = observed.toMove();
        boolean afterUndo = table.takeAskAfterUndo();
        if (choices.size() == 1 && table.autoPlay() && !afterUndo) {
            return playForced(observed, seat, choices.get(0));
        }
        List<HumanTable.Entry> recent = table.beginDecision(seat);
        ChoiceMenu menu = new ChoiceMenu(game, observed, choices);
        showBoard(observed, seat, menu);
        while (true) {
            String line = terminal.ask(table.name(seat) + ", your choice [1-" + menu.size() + ", or help]: ");
            if (line == null) {
                throw new QuitGame("the input ended");
            }
            String command = line.trim().toLowerCase(java.util.Locale.ROOT);
            Choice picked = picked(command, menu);
            if (picked != null) {
                return picked;
            }
            if (command.equals("rules") || command.startsWith("rules ")) {
                rules.show(line.trim().substring(5).trim());
                continue;
            }
            switch (command) {
                case "" -> terminal.out().println("Type a number from 1 to " + menu.size() + ", or help.");
                case "why" -> explain(recent);
                case "hint" -> hint(observed, choices, menu);
                case "board" -> showBoard(observed, seat, menu);
                case "log" -> showLog(seat);
                case "help", "?" -> help(menu.size());
                case "auto" -> toggleAuto();
                case "undo" -> undo();
                case "quit", "exit" -> confirmQuit();
                default -> {
                    if (!command.matches("-?\\d+")) {
                        Choice named = named(line.trim(), menu);
                        if (named != null) {
                            return named;
                        }
                    }
                }
            }
        }
    }

    /**
     * A decision with one choice only (such as a pass) is played without asking: the table says so in the
     * line that reports the choice. The seat's news waits for its next real decision, so hotseat does
     * not hand the keyboard over for it.
     */
    private Choice playForced(State observed, int seat, Choice only) {
        Decision decision = observed.decision();
        table.forced(seat, decision == null ? null : decision.prompt());
        terminal.pause(AUTO_NOTICE_MILLIS);
        return only;
    }

    private void toggleAuto() {
        table.autoPlay(!table.autoPlay());
        terminal.out().println(table.autoPlay()
                ? "A decision with only one choice is now played for you, after a line saying so."
                : "You are now asked at every decision, even one with only one choice.");
    }

    /** The choice a number names, or null (after saying what is wrong if it is an out-of-range number). */
    private Choice picked(String command, ChoiceMenu menu) {
        if (!command.matches("-?\\d+")) {
            return null;
        }
        int n;
        try {
            n = Integer.parseInt(command);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > menu.size()) {
            terminal.out().println("There is no choice " + command + "; pick 1 to " + menu.size() + ".");
            return null;
        }
        return menu.choice(n);
    }

    /**
     * The one choice whose words contain what was typed (e.g. a square such as "C4", or "buy ruby"), or
     * null after saying that none or several do.
     */
    private Choice named(String typed, ChoiceMenu menu) {
        Pattern words = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(typed) + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        List<Integer> matches = new ArrayList<>();
        for (int i = 0; i < menu.size(); i++) {
            if (words.matcher(menu.lines().get(i).words()).find()) {
                matches.add(i);
            }
        }
        if (matches.size() == 1) {
            return menu.choice(matches.get(0) + 1);
        }
        if (matches.isEmpty()) {
            terminal.out().println("Unknown command '" + typed + "', and no choice names it. Type a number from 1 to "
                    + menu.size() + ", words from a choice, or help.");
        } else {
            terminal.out().println("Several choices name '" + typed + "':");
            for (int i : matches) {
                terminal.out().printf("  %d. %s%n", i + 1, menu.lines().get(i).words());
            }
        }
        return null;
    }

    /** The board, then the question (unless the board's last line already asks it), then the choices. */
    private void showBoard(State observed, int seat, ChoiceMenu menu) {
        terminal.out().println();
        String board = observed.view(seat).text().stripTrailing();
        terminal.out().println(board);
        Decision decision = observed.decision();
        terminal.out().println();
        boolean asked = decision != null && !decision.prompt().isEmpty()
                && board.substring(board.lastIndexOf('\n') + 1).startsWith(decision.prompt());
        if (!asked) {
            terminal.out().println(decision == null ? "Choose:" : decision.prompt() + ":");
        }
        menu.print(terminal.out());
    }

    private void explain(List<HumanTable.Entry> recent) {
        if (recent.isEmpty()) {
            terminal.out().println("Nothing has happened since your last turn.");
            return;
        }
        terminal.out().println("What happened since your last turn, and which rule made it happen:");
        for (HumanTable.Entry entry : recent) {
            terminal.out().println("  " + entry.headline());
            for (Event e : entry.events()) {
                String rule = e.rule() == null ? "no rule named: it is the plain result of the choice" : e.rule();
                terminal.out().println("      " + e.text() + "  [" + rule + "]");
            }
        }
    }

    private void hint(State observed, List<Choice> choices, ChoiceMenu menu) {
        terminal.out().println("Thinking for a second...");
        Hint hint = Hint.search(game.searchDefaults(), observed, choices, hintRng, HINT_MILLIS, Runtime.getRuntime().availableProcessors());
        int index = menu.numberOf(hint.best(), observed);
        terminal.out().printf("Hint: %d. %s%n  %s%n", index, observed.describe(hint.best()), hint.why());
    }

    private void showLog(int seat) {
        List<HumanTable.Entry> log = table.log(seat);
        if (log.isEmpty()) {
            terminal.out().println("Nothing has happened yet.");
            return;
        }
        terminal.out().println("Game log (what you could see):");
        table.newBlock();
        log.forEach(table::print);
    }

    private void help(int count) {
        terminal.out().println("""
                1-%d   play that choice
                words   play the one choice that names them, e.g. a square (C4) or a card
                why     explain the last events and the rules behind them
                rules   the game's rules for players; rules TOPIC shows one section, e.g. rules combat
                hint    ask the search bot for a suggestion and its estimated win rate
                board   show your view of the board and the choices again
                log     show every event you have seen this game
                auto    turn on or off playing a decision with only one choice (such as a pass) for you
                undo    take back your last choice while it showed nothing new (against opponents: within your turn)
                help    this list
                quit    leave the game (the game so far is saved: go on later with keeptable play --resume FILE)""".formatted(count));
    }

    /** Asks the match to take back the last choice; the match says why when the game's undo rule does not allow it. */
    private void undo() {
        throw new TakeBack();
    }

    private void confirmQuit() {
        String answer = terminal.ask("Quit this game? The game so far will be saved. [y/N] ");
        if (answer == null || answer.trim().toLowerCase(java.util.Locale.ROOT).startsWith("y")) {
            throw new QuitGame("you quit");
        }
        terminal.out().println("Game continues.");
    }
}

package keeptable.cli;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;

/**
 * What the humans at one keyboard have seen and not yet seen. Hears every choice played; shows each
 * human only the events their seat may see: at once when that human is at the keyboard, otherwise
 * when their next decision comes (hotseat). Also records the game, so a game left early still saves.
 */
final class HumanTable implements Match.Listener {

    /** One choice as a human saw it: who made it, what (if it was theirs), and the events they may see. */
    record Entry(String headline, List<Event> events) {
    }

    private final Terminal terminal;
    private final List<String> names;
    private final boolean[] human;
    private final int humans;
    private final List<List<Entry>> unseen = new ArrayList<>();
    private final List<List<Entry>> sinceLastDecision = new ArrayList<>();
    private final List<List<Entry>> log = new ArrayList<>();
    private final Recorder recorder;
    private State latest;
    private int atKeyboard = -1;
    private int catchUpTo;
    private boolean autoPlay = true;
    private boolean autoPlayTold;
    private int forcedSeat = -1;
    private String forcedPrompt;
    private String lastHeadline;
    private boolean askAfterUndo;

    HumanTable(Terminal terminal, GameModule game, Setup setup, State start) {
        this.terminal = terminal;
        this.names = setup.seats().stream().map(s -> s.name()).toList();
        this.human = new boolean[setup.size()];
        int count = 0;
        for (int i = 0; i < setup.size(); i++) {
            human[i] = SeatPlan.HUMAN.equals(setup.seats().get(i).agent());
            if (human[i]) {
                count++;
                atKeyboard = count == 1 ? i : atKeyboard;
            }
            unseen.add(new ArrayList<>());
            sinceLastDecision.add(new ArrayList<>());
            log.add(new ArrayList<>());
        }
        this.humans = count;
        if (humans > 1) {
            atKeyboard = -1; // hotseat: nobody has the keyboard until the first decision
        }
        this.recorder = new Recorder(game, setup, start);
        this.latest = start;
    }

    String name(int seat) {
        return names.get(seat);
    }

    boolean hotseat() {
        return humans > 1;
    }

    /** Whether {@code seat}'s human has the keyboard now. */
    boolean atKeyboard(int seat) {
        return seat == atKeyboard;
    }

    /** Whether a decision with only one choice is played for the humans here without asking (the default). */
    boolean autoPlay() {
        return autoPlay;
    }

    void autoPlay(boolean on) {
        autoPlay = on;
    }

    /**
     * Whether the next decision must be asked even if it has only one choice, because a choice was just
     * taken back (playing it again at once would undo the undo); answers once.
     */
    boolean takeAskAfterUndo() {
        boolean ask = askAfterUndo;
        askAfterUndo = false;
        return ask;
    }

    /** The next choice of {@code seat} is played for it, being the only one of the decision {@code prompt}. */
    void forced(int seat, String prompt) {
        forcedSeat = seat;
        forcedPrompt = prompt;
    }

    /**
     * While a resumed game's saved choices are played again, what they bring is only logged (the
     * {@code log} command shows it), not printed nor held back for anyone's next turn.
     */
    void catchUpTo(int steps) {
        catchUpTo = steps;
    }

    @Override
    public void played(int seat, Choice choice, String said, List<Event> events, State after) {
        recorder.played(choice, after);
        latest = after;
        boolean forced = seat == forcedSeat;
        forcedSeat = -1;
        boolean catchingUp = after.step() <= catchUpTo;
        if (after.step() == catchUpTo) {
            terminal.out().println("Resumed at step " + catchUpTo + " (type log to see the game so far).");
        }
        for (int h = 0; h < human.length; h++) {
            if (!human[h]) {
                continue;
            }
            List<Event> visible = new ArrayList<>();
            for (Event e : events) {
                if (e.visibleTo(h)) {
                    visible.add(e);
                }
            }
            Entry entry = new Entry(forced && h == seat ? forcedHeadline(seat, said) : headline(h, seat, said,
                    visible.isEmpty()), visible);
            log.get(h).add(entry);
            if (catchingUp) {
                continue;
            }
            sinceLastDecision.get(h).add(entry);
            if (h == atKeyboard) {
                print(entry);
            } else {
                unseen.get(h).add(entry);
            }
        }
    }

    @Override
    public void undone(int seat, Choice choice, State now) {
        recorder.undoLast();
        latest = now;
        askAfterUndo = true;
        for (int h = 0; h < human.length; h++) {
            if (human[h]) {
                Entry entry = new Entry(name(seat) + " took back: " + now.describe(choice), List.of());
                log.get(h).add(entry);
                if (h == atKeyboard) {
                    print(entry);
                } else {
                    unseen.get(h).add(entry);
                }
            }
        }
    }

    @Override
    public void undoRefused(int seat, String reason) {
        terminal.out().println("Cannot undo: " + reason + ".");
    }

    /** "Only choice (turn over; play Second Wind?), played for you: pass (play no card)". */
    private String forcedHeadline(int seat, String choice) {
        String tip = autoPlayTold ? "" : "  [type auto at a prompt to be asked at such decisions instead]";
        autoPlayTold = true;
        return (hotseat() ? name(seat) + "'s only choice" : "Your only choice") + (forcedPrompt == null ? ""
                : " (" + forcedPrompt + ")") + ", played for you: " + choice + tip;
    }

    private String headline(int viewer, int seat, String choice, boolean quiet) {
        if (viewer == seat) {
            return (hotseat() ? name(seat) + " chose: " : "You chose: ") + choice;
        }
        return name(seat) + (quiet ? " played." : ":");
    }

    /**
     * Gets the keyboard to {@code seat} (in hotseat, clearing the screen and waiting for Enter when
     * the human changes), shows what they have not seen yet, and returns the entries since their
     * last decision, which {@code why} explains.
     */
    List<Entry> beginDecision(int seat) {
        if (seat != atKeyboard) {
            terminal.clearScreen();
            String answer = terminal.ask("Pass the keyboard to " + name(seat) + " and press Enter ");
            if (answer == null) {
                throw new QuitGame("the input ended");
            }
            terminal.clearScreen();
            atKeyboard = seat;
        }
        lastHeadline = null;
        List<Entry> pending = unseen.get(seat);
        if (!pending.isEmpty()) {
            terminal.out().println("Since your last turn:");
            pending.forEach(this::print);
            pending.clear();
        }
        List<Entry> recent = List.copyOf(sinceLastDecision.get(seat));
        sinceLastDecision.get(seat).clear();
        return recent;
    }

    /** The next entry printed shows its headline whatever came before (a listing starts). */
    void newBlock() {
        lastHeadline = null;
    }

    List<Entry> log(int seat) {
        return List.copyOf(log.get(seat));
    }

    /**
     * Prints an entry under its headline; a headline such as "Bot 2:" just printed above stands for the
     * next entry too, so a seat's run of choices reads as one block.
     */
    void print(Entry entry) {
        boolean repeated = entry.headline().equals(lastHeadline) && entry.headline().endsWith(":");
        if (!repeated) {
            terminal.out().println("  " + entry.headline());
        }
        lastHeadline = entry.headline();
        for (Event e : entry.events()) {
            terminal.out().println("      " + e.text());
        }
    }

    /** The game as played so far (the whole game once it is over). */
    GameRecord recordSoFar() {
        return recorder.record(latest);
    }
}

package keeptable.games.deadcells;

import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.Target;

/** The rules outside Combat: setup, exploring, tiles, the Interbiome and the End of Run; and the dispatcher. */
final class Rules {
    static final int TK_ACT = 1, TK_CARD = 2, TK_GAIN = 3, TK_WOUND = 4, TK_DISCARD_EQUIP = 5;

    private Rules() {
    }

    static void emit(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DcEvent.Seen(text, rule));
        }
    }

    // ============================================================================================ setup

    static void setupBiome(DcState s, int b, EventSink ev) {
        Biome bi = s.c.biomes.get(b);
        s.biome = b;
        s.visited |= 1 << b;
        s.boss = -1;
        s.pos = bi.start();
        s.flipped = 0;
        s.shut = 0;
        s.tileAt = new int[bi.spaces().length];
        java.util.Arrays.fill(s.tileAt, -1);
        int[] tiles = bi.tiles().clone();
        s.rng.shuffle(tiles);
        int t = 0;
        for (int sp = 0; sp < bi.spaces().length; sp++) {
            if (sp != bi.start() && bi.exitTo()[sp] == Integer.MIN_VALUE) {
                s.tileAt[sp] = tiles[t++];
            }
        }
        s.monsterDeck = bi.monsters().clone();
        s.monsterN = s.monsterDeck.length;
        s.rng.shuffle(s.monsterDeck);
        s.monsterDisc = new int[s.monsterDeck.length];
        s.monsterDiscN = 0;
        s.eliteDeck = bi.elites().clone();
        s.eliteN = s.eliteDeck.length;
        s.rng.shuffle(s.eliteDeck);
        s.eliteDisc = new int[s.eliteDeck.length];
        s.eliteDiscN = 0;
        blueprints(s, bi.blueprints());
        s.phase = EXPLORE;
        if (ev.enabled()) {
            emit(ev, "The Group enters " + bi.name(), "Biome setup");
        }
    }

    static void blueprints(DcState s, int[] all) {
        int[] bp = new int[all.length];
        int m = 0;
        for (int q : all) {
            if (!s.equipmentOwned[q]) {
                bp[m++] = q;
            }
        }
        // The Blueprint deck is never shuffled: its order is the book's numbering; the bottom (index 0) is drawn first.
        s.blueprintDeck = java.util.Arrays.copyOf(bp, Math.max(m, 1) + 8);
        s.blueprintN = m;
    }

    // ============================================================================================ dispatcher

    static List<DcChoice> choices(DcState s) {
        List<DcChoice> out = new ArrayList<>();
        Content c = s.c;
        switch (s.pending) {
            case P_START -> {
                for (int b = 0; b < c.biomes.size(); b++) {
                    if ((s.unlocked & 1 << b) != 0) {
                        out.add(new Pick(b));
                    }
                }
            }
            case P_SETUP_WOUND -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.dmg[p] == 0) {
                        out.add(new Give(p));
                    }
                }
            }
            case P_MOVE -> {
                Corridor[] cs = c.biomes.get(s.biome).corridors();
                for (int i = 0; i < cs.length; i++) {
                    if (open(s, i)) {
                        out.add(new Move(i));
                    }
                }
            }
            case P_CHECK, P_PASS_DISCARD -> {
                int seat = s.pending == P_CHECK ? s.first : s.passer;
                for (int i = 0; i < s.handN[seat]; i++) {
                    int k = s.hand[seat][i];
                    if (s.pending == P_PASS_DISCARD || c.cards.get(k).has(s.item)) {
                        out.add(new Discard(k));
                    }
                }
                if (s.pending == P_PASS_DISCARD) {
                    out.add(new Done());
                }
            }
            case P_EITHER -> {
                Gain[][] opts = c.tiles.get(s.about).either();
                for (int i = 0; i < opts.length; i++) {
                    if (checkable(s, opts[i])) {
                        out.add(new Pick(i));
                    }
                }
            }
            case P_GIVE, P_HEAL, P_POTION, P_HEALER -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.alive(p) && (s.pending == P_GIVE ? giveable(s, p) : s.dmg[p] > 0 && s.involvedOrOut(p))) {
                        out.add(new Give(p));
                    }
                }
                if (s.pending == P_POTION || s.pending == P_HEALER) {
                    out.add(new Done());
                }
                if (out.isEmpty()) {
                    out.add(new Done());
                }
            }
            case P_DISCARD_EQUIP -> {
                for (int i = 0; i < s.slot[s.about].length; i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(new Pick(i));
                    }
                }
            }
            case P_EQUIP -> {
                if (freeSlot(s, s.about) >= 0) {
                    out.add(new Pick(-2));
                }
                for (int i = 0; i < s.slots(s.about); i++) {
                    if (s.slot[s.about][i] >= 0) {
                        out.add(new Pick(i));
                    }
                }
                out.add(new Pick(-1));
            }
            case P_COLOUR, P_PASS_COLOUR, P_SER_POWER -> {
                for (int col = 0; col < 3; col++) {
                    if ((s.allowed & 1 << col) != 0) {
                        out.add(new Pick(col));
                    }
                }
            }
            case P_MERCHANT -> {
                Offer[] offers = c.tiles.get(s.about).offers();
                for (int i = 0; i < offers.length; i++) {
                    if (s.teeth >= offers[i].cost() && left(s, i) > 0) {
                        out.add(new Pick(i));
                    }
                }
                out.add(new Done());
            }
            case P_PLAY -> Preparation.playChoices(s, out);
            case P_TIMED, P_ENEMY, P_BEHEADED, P_SKILL, P_LOOT -> CombatChoices.choices(s, out);
            case P_IB_DISCARD, P_IB_MERCHANT, P_COLLECTOR -> Interbiome.choices(s, out);
            case P_END -> End.choices(s, out);
            case P_SPACE, P_CARD_HOME, P_PURGE -> End.choices(s, out);
            default -> throw new IllegalStateException("no decision " + s.pending);
        }
        return List.copyOf(out);
    }

    static void play(DcState s, DcChoice ch, EventSink ev) {
        int pending = s.pending;
        s.pending = P_NONE;
        switch (pending) {
            case P_START -> {
                int b = ((Pick) ch).option();
                if (b != s.biome) {
                    s.visited = 0;
                    setupBiome(s, b, ev);
                } else if (ev.enabled()) {
                    emit(ev, "The Group enters " + s.c.biomes.get(b).name(), "Biome setup");
                }
                if (s.n == 4) {
                    s.pending = P_SETUP_WOUND;
                    s.about = 0;
                    return;
                }
            }
            case P_SETUP_WOUND -> {
                int p = ((Give) ch).seat();
                s.dmg[p] = 1;
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " starts with 1 Damage", "4-player game setup");
                }
                if (++s.about < 2) {
                    s.pending = P_SETUP_WOUND;
                    return;
                }
            }
            case P_MOVE -> move(s, ((Move) ch).corridor(), ev);
            case P_CHECK -> {
                passCheck(s, ((Discard) ch).card(), ev);
                if (s.about >= 0) {
                    arrive(s, s.about, ev);
                }
            }
            case P_EITHER -> {
                Gain[] opt = s.c.tiles.get(s.about).either()[((Pick) ch).option()];
                for (int i = opt.length - 1; i >= 0; i--) {
                    s.push(TK_GAIN, opt[i].id(), -1, 0);
                }
            }
            case P_GIVE -> {
                if (ch instanceof Give g) {
                    give(s, s.about, s.item, g.seat(), ev);
                } else {
                    nobody(s, ev);
                }
            }
            case P_EQUIP -> {
                int i = ((Pick) ch).option();
                if (i == -2) {
                    equipNow(s, s.about, s.item, ev);
                } else if (i == -1) {
                    s.equipmentDisc[s.equipmentDiscN++] = s.item;
                    if (ev.enabled()) {
                        emit(ev, s.c.equipment.get(s.item).name() + " is discarded", "Equipping yourself");
                    }
                } else {
                    if (ev.enabled()) {
                        emit(ev, s.name(s.about) + " discards " + s.c.equipment.get(s.slot[s.about][i]).name(),
                                "Equipping yourself");
                    }
                    s.equipmentDisc[s.equipmentDiscN++] = s.slot[s.about][i];
                    s.slot[s.about][i] = -1;
                    s.slotDmg[s.about][i] = 0;
                    s.pending = P_EQUIP;
                    return;
                }
            }
            case P_COLOUR -> advance(s, s.about, ((Pick) ch).option(), ev);
            case P_DISCARD_EQUIP -> discardEquipped(s, s.about, ((Pick) ch).option(), ev);
            case P_SER_POWER -> {
                s.serenadePower = ((Pick) ch).option();
                Preparation.startRounds(s, ev);
            }
            case P_MERCHANT -> {
                if (ch instanceof Pick pk) {
                    Offer o = s.c.tiles.get(s.about).offers()[pk.option()];
                    s.teeth -= o.cost();
                    use(s, pk.option());
                    s.push(TK_GAIN, o.item().id(), -1, 0);
                    if (ev.enabled()) {
                        emit(ev, "The Group buys " + o.item().text(), "Merchant tiles");
                    }
                    runTasks(s, ev);
                    if (s.pending == P_NONE) {
                        s.pending = P_MERCHANT;
                    } else {
                        s.resume = P_MERCHANT;
                    }
                    return;
                }
            }
            case P_PLAY, P_PASS_COLOUR, P_PASS_DISCARD, P_POTION, P_TIMED, P_ENEMY, P_BEHEADED, P_SKILL, P_LOOT,
                 P_HEAL -> CombatChoices.play(s, pending, ch, ev);
            case P_IB_DISCARD, P_HEALER, P_IB_MERCHANT, P_COLLECTOR -> Interbiome.play(s, pending, ch, ev);
            case P_END, P_SPACE, P_CARD_HOME, P_PURGE -> End.play(s, pending, ch, ev);
            default -> throw new IllegalStateException();
        }
        run(s, ev);
    }

    // ============================================================================================ the loop

    /** Carries out pending tasks only (a purchase's gain), stopping at a decision. */
    static void runTasks(DcState s, EventSink ev) {
        while (s.taskN > 0 && s.pending == P_NONE) {
            step(s, ev);
        }
    }

    /** Carries out pending tasks and automatic steps until a decision is needed or the Run is over. */
    static void run(DcState s, EventSink ev) {
        for (int guard = 0; guard < 100_000; guard++) {
            if (s.pending != P_NONE || s.phase == OVER) {
                return;
            }
            if (s.taskN == 0 && s.resume != P_NONE) {
                s.pending = s.resume;
                s.resume = P_NONE;
                return;
            }
            step(s, ev);
        }
        throw new IllegalStateException("the rules loop did not settle");
    }

    private static void step(DcState s, EventSink ev) {
        {
            if (s.taskN > 0) {
                s.taskN -= 4;
                int kind = s.tasks[s.taskN];
                int a = s.tasks[s.taskN + 1];
                int b = s.tasks[s.taskN + 2];
                int x = s.tasks[s.taskN + 3];
                switch (kind) {
                    case TK_GAIN -> gain(s, a, b, ev);
                    case TK_DISCARD_EQUIP -> {
                        s.pending = P_DISCARD_EQUIP;
                        s.about = a;
                        if (equippedCount(s, a) == 1) {
                            s.pending = P_NONE;
                            for (int i = 0; i < s.slot[a].length; i++) {
                                if (s.slot[a][i] >= 0) {
                                    discardEquipped(s, a, i, ev);
                                }
                            }
                        }
                    }
                    case TK_WOUND -> {
                        s.pending = P_GIVE;
                        s.about = W_WOUND;
                        s.item = b;
                        autoGive(s, ev);
                    }
                    default -> Combat.task(s, kind, a, b, x, ev);
                }
                return;
            }
            switch (s.phase) {
                case COMBAT -> Combat.step(s, ev);
                case EXPLORE -> afterTile(s, ev);
                case INTERBIOME -> throw new IllegalStateException("interbiome without a decision");
                case END -> End.begin(s, ev);
                default -> {
                }
            }
        }
    }

    /** A Give with a single candidate is made at once. */
    static void autoGive(DcState s, EventSink ev) {
        List<DcChoice> cs = choices(s);
        if (cs.size() == 1) {
            s.pending = P_NONE;
            DcChoice only = cs.get(0);
            if (only instanceof Give g) {
                give(s, s.about, s.item, g.seat(), ev);
            } else {
                nobody(s, ev);
            }
        }
    }

    // ============================================================================================ exploring

    static boolean open(DcState s, int i) {
        Corridor k = s.c.biomes.get(s.biome).corridors()[i];
        if (k.from() != s.pos || (s.shut & 1 << i) != 0) {
            return false;
        }
        return k.rune() < 0 || (s.runes & 1 << k.rune()) != 0 && (s.biomeCurses & CURSE_NO_RUNES) == 0;
    }

    static void move(DcState s, int i, EventSink ev) {
        Corridor k = s.c.biomes.get(s.biome).corridors()[i];
        if (k.check() != 0) {
            Solo.checkFirst(s, ev);
        }
        if (k.check() == 1) {
            boolean can = false;
            for (int h = 0; h < s.handN[s.first]; h++) {
                can |= s.c.cards.get(s.hand[s.first][h]).has(k.colour());
            }
            if (!can) {
                s.shut |= 1 << i;
                if (ev.enabled()) {
                    emit(ev, s.name(s.first) + " fails the Hand Check: the corridor is shut", "Hand Checks");
                }
                s.pending = P_MOVE;
                return;
            }
            s.pending = P_CHECK;
            s.about = k.to();
            s.item = k.colour();
            return;
        }
        if (k.check() == 2) {
            deckCheck(s, s.first, k.colour(), k.reward(), ev);
            s.refill(s.first, ev);
        }
        arrive(s, k.to(), ev);
    }

    /** The First Player discards a card with the symbol and the hand is refilled. */
    static void passCheck(DcState s, int k, EventSink ev) {
        s.removeFromHand(s.first, k);
        s.discard(s.first, k);
        if (ev.enabled()) {
            emit(ev, s.name(s.first) + " passes the Hand Check with " + s.c.cards.get(k).name(), "Hand Checks");
        }
        s.refill(s.first, ev);
    }

    static void deckCheck(DcState s, int seat, int colour, Gain reward, EventSink ev) {
        int card = s.drawCard(seat, ev);
        if (card < 0) {
            return;
        }
        boolean pass = s.c.cards.get(card).has(colour);
        s.discard(seat, card);
        if (ev.enabled()) {
            emit(ev, s.name(seat) + " reveals " + s.c.cards.get(card).name() + " for the Deck Check: "
                    + (pass ? "passed" : "nothing"), "Deck Checks");
        }
        if (pass) {
            s.push(TK_GAIN, reward.id(), -1, 0);
        }
    }

    static void arrive(DcState s, int space, EventSink ev) {
        Biome b = s.c.biomes.get(s.biome);
        s.pos = space;
        s.shut = 0;
        if (ev.enabled()) {
            emit(ev, "The Group moves to " + b.spaces()[space], "Move the Group");
        }
        if (b.exitTo()[space] != Integer.MIN_VALUE) {
            s.biomesDone++;
            Interbiome.begin(s, ev);
            return;
        }
        s.flipped |= 1 << space;
        Tile t = s.c.tiles.get(s.tileAt[space]);
        if (ev.enabled()) {
            emit(ev, "The tile is " + Words.TILE_KINDS[t.kind()], "Flip and reveal");
        }
        // Change First Player always comes first.
        for (Gain g : t.gains()) {
            if (g.kind() == CHANGE_FP) {
                s.first = s.nextSeat(s.first);
                if (ev.enabled()) {
                    emit(ev, s.name(s.first) + " becomes First Player", "Change First Player");
                }
            }
        }
        switch (t.kind()) {
            case K_ENCOUNTER, K_ELITE -> Combat.setup(s, t, ev);
            case K_MERCHANT -> {
                s.merchantLeft0 = t.offers()[0].times();
                s.merchantLeft1 = t.offers().length > 1 ? t.offers()[1].times() : 0;
                s.merchantLeft2 = t.offers().length > 2 ? t.offers()[2].times() : 0;
                s.pending = P_MERCHANT;
                s.about = s.tileAt[space];
            }
            case K_TELEPORT -> emit(ev, "A Teleportation tile: it cannot be used yet", "Teleportation tile");
            default -> {
                if (t.either().length > 0) {
                    boolean any = false;
                    for (Gain[] o : t.either()) {
                        any |= checkable(s, o);
                    }
                    if (any) {
                        s.pending = P_EITHER;
                        s.about = s.tileAt[space];
                    }
                }
                if (t.kind() == K_CURSED) {
                    s.push(TK_GAIN, -1000 - t.curse(), -1, 0);
                }
                if (t.kind() == K_DOOR) {
                    Gain[] secret = s.c.secrets.get(s.secretsSeen % s.c.secrets.size());
                    s.secretsSeen++;
                    for (int i = secret.length - 1; i >= 0; i--) {
                        s.push(TK_GAIN, secret[i].id(), -1, 0);
                    }
                    if (ev.enabled()) {
                        emit(ev, "Behind the door: a Secret", "Door tile");
                    }
                }
                for (int i = t.gains().length - 1; i >= 0; i--) {
                    if (t.gains()[i].kind() != CHANGE_FP) {
                        s.push(TK_GAIN, t.gains()[i].id(), -1, 0);
                    }
                }
            }
        }
    }

    /** Exploring with nothing pending: dead or alive, then the next move. */
    static void afterTile(DcState s, EventSink ev) {
        for (int p = 0; p < s.n; p++) {
            if (s.dead[p]) {
                endRun(s, false, "died in Biome " + (s.biomesDone + 1) + " (" + s.c.biomes.get(s.biome).name() + ")",
                        ev);
                return;
            }
        }
        s.pending = P_MOVE;
        if (choices(s).isEmpty()) {
            throw new IllegalStateException("the Group is stuck at " + s.pos);
        }
    }

    static boolean checkable(DcState s, Gain[] option) {
        for (Gain g : option) {
            if (g.kind() == CHECK) {
                boolean can = false;
                for (int h = 0; h < s.handN[s.first]; h++) {
                    can |= s.c.cards.get(s.hand[s.first][h]).has(g.arg());
                }
                if (!can) {
                    return false;
                }
            }
        }
        return true;
    }

    static int left(DcState s, int i) {
        return i == 0 ? s.merchantLeft0 : i == 1 ? s.merchantLeft1 : s.merchantLeft2;
    }

    static void use(DcState s, int i) {
        if (i == 0) {
            s.merchantLeft0--;
        } else if (i == 1) {
            s.merchantLeft1--;
        } else {
            s.merchantLeft2--;
        }
    }

    // ============================================================================================ gains

    /** Applies one gain; id -1-q gives Equipment card q; -1000-k applies curse k of the Biome. */
    static void gain(DcState s, int id, int seat, EventSink ev) {
        Content c = s.c;
        if (id <= -1000) {
            curse(s, -1000 - id, ev);
            return;
        }
        if (id < 0) {
            s.pending = P_GIVE;
            s.about = W_EQUIP;
            s.item = -1 - id;
            autoGive(s, ev);
            return;
        }
        Gain g = c.gainList.get(id);
        int to = g.fp() ? s.first : seat;
        switch (g.kind()) {
            case TEETH -> s.teeth += g.n();
            case CELL -> s.cells += g.n();
            case POTION -> s.potions++;
            case RUNE -> {
                s.runes |= 1 << g.arg();
                if (ev.enabled()) {
                    emit(ev, "The " + c.runeNames.get(g.arg()) + " is flipped on the Mutation board", "Rune");
                }
            }
            case CHANGE_FP -> s.first = s.nextSeat(s.first);
            case CHECK -> {
                Solo.checkFirst(s, ev);
                s.pending = P_CHECK;
                s.about = -1;
                s.item = g.arg();
                List<DcChoice> cs = choices(s);
                if (cs.size() == 1) {
                    s.pending = P_NONE;
                    passCheck(s, ((Discard) cs.get(0)).card(), ev);
                } else if (cs.isEmpty()) {
                    s.pending = P_NONE;
                }
            }
            case EQUIPMENT -> {
                if (s.equipmentN > 0) {
                    int q = s.drawEquipment();
                    if (to >= 0) {
                        give(s, W_EQUIP, q, to, ev);
                    } else {
                        s.push(TK_GAIN, -1 - q, -1, 0);
                    }
                }
            }
            case BLUEPRINT -> {
                if (s.blueprintN > 0) {
                    int q = takeBottomBlueprint(s);
                    s.collector[s.collectorN++] = q;
                    if (ev.enabled()) {
                        emit(ev, "Blueprint " + c.equipment.get(q).name() + " goes to the Collector space", "Blueprints");
                    }
                }
            }
            case SCROLL, VIAL, WOUND -> {
                int what = g.kind() == SCROLL ? W_SCROLL : g.kind() == VIAL ? W_VIAL : W_WOUND;
                int arg = g.kind() == SCROLL ? g.arg() : g.n();
                if (to >= 0) {
                    give(s, what, arg, to, ev);
                } else {
                    s.pending = P_GIVE;
                    s.about = what;
                    s.item = arg;
                    autoGive(s, ev);
                }
            }
            case UNLOCK -> s.unlocked |= 1 << g.arg();
            default -> throw new IllegalStateException("gain " + g.text());
        }
        if (ev.enabled()) {
            emit(ev, "Gained: " + g.text(), "Tile icons");
        }
    }

    /** An item nobody can take: an Equipment card goes to the Equipment discard pile; the rest is lost. */
    static void nobody(DcState s, EventSink ev) {
        if (s.about == W_EQUIP) {
            s.equipmentDisc[s.equipmentDiscN++] = s.item;
            if (ev.enabled()) {
                emit(ev, s.c.equipment.get(s.item).name() + " is discarded: nobody can take it", "Equipping yourself");
            }
        }
    }

    static boolean giveable(DcState s, int p) {
        if (s.phase == COMBAT && !s.involved[p]) {
            return false;
        }
        return switch (s.about) {
            case W_VIAL -> s.dmg[p] > 0;
            case W_EQUIP -> !s.serenade(p);
            case W_SCROLL -> s.item != ANY || true;
            default -> true;
        };
    }

    static void give(DcState s, int what, int arg, int p, EventSink ev) {
        switch (what) {
            case W_SCROLL -> {
                if (arg == ANY) {
                    s.pending = P_COLOUR;
                    s.about = p;
                    s.allowed = 7;
                    return;
                }
                advance(s, p, arg, ev);
            }
            case W_VIAL -> {
                if (s.dmg[p] > 0) {
                    s.dmg[p]--;
                }
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " drinks a Vial", "Vial");
                }
            }
            case W_EQUIP -> equip(s, p, arg, ev);
            default -> Harm.hurt(s, p, arg, -1, ev);
        }
    }

    static void advance(DcState s, int p, int colour, EventSink ev) {
        if (s.serenade(p)) {
            Solo.scroll(s, ev);
            return;
        }
        Step[] t = s.c.beheaded.get(s.who[p]).tracks()[colour];
        if (s.scroll[p][colour] >= t.length) {
            if (ev.enabled()) {
                emit(ev, s.name(p) + "'s " + COLOURS[colour] + " track is full", "Scroll");
            }
            return;
        }
        Step step = t[s.scroll[p][colour]++];
        if (step.kind() == ST_HEALTH) {
            s.maxHp[p] += step.n();
        }
        if (ev.enabled()) {
            emit(ev, s.name(p) + " advances the " + COLOURS[colour] + " Scroll: " + step.text(), "Scroll tracks");
        }
    }

    /** A gained Equipment card: equip it on the first free slot (discarding any equipped ones first), or discard it. */
    static void equip(DcState s, int p, int q, EventSink ev) {
        s.pending = P_EQUIP;
        s.about = p;
        s.item = q;
    }

    static int equippedCount(DcState s, int p) {
        int k = 0;
        for (int q : s.slot[p]) {
            k += q >= 0 ? 1 : 0;
        }
        return k;
    }

    static void discardEquipped(DcState s, int p, int i, EventSink ev) {
        if (ev.enabled()) {
            emit(ev, s.name(p) + " discards " + s.c.equipment.get(s.slot[p][i]).name(), "Cursed Treasure key");
        }
        s.equipmentDisc[s.equipmentDiscN++] = s.slot[p][i];
        s.slot[p][i] = -1;
        s.slotDmg[p][i] = 0;
    }

    static int freeSlot(DcState s, int p) {
        for (int i = 0; i < s.slots(p); i++) {
            if (s.slot[p][i] < 0) {
                return i;
            }
        }
        return -1;
    }

    static void equipNow(DcState s, int p, int q, EventSink ev) {
        int i = freeSlot(s, p);
        s.slot[p][i] = q;
        s.slotDmg[p][i] = 0;
        if (ev.enabled()) {
            emit(ev, s.name(p) + " equips " + s.c.equipment.get(q).name(), "Equipping yourself");
        }
    }

    static int takeBottomBlueprint(DcState s) {
        int q = s.blueprintDeck[0];
        System.arraycopy(s.blueprintDeck, 1, s.blueprintDeck, 0, s.blueprintN - 1);
        s.blueprintN--;
        return q;
    }

    static void bottomBlueprint(DcState s, int q) {
        if (s.blueprintN + 1 > s.blueprintDeck.length) {
            s.blueprintDeck = java.util.Arrays.copyOf(s.blueprintDeck, s.blueprintN + 4);
        }
        System.arraycopy(s.blueprintDeck, 0, s.blueprintDeck, 1, s.blueprintN);
        s.blueprintDeck[0] = q;
        s.blueprintN++;
    }

    static void curse(DcState s, int which, EventSink ev) {
        String effect = which == 1 ? s.c.biomes.get(s.biome).curseI() : s.c.biomes.get(s.biome).curseII();
        if (ev.enabled()) {
            emit(ev, "The curse: " + effect, "Cursed Treasure key");
        }
        switch (effect) {
            case "discard potions" -> s.potions = 0;
            case "discard teeth" -> s.teeth = 0;
            case "wound to 1" -> {
                for (int p = 0; p < s.n; p++) {
                    if (s.alive(p) && s.maxHp[p] - s.dmg[p] > 1) {
                        s.dmg[p] = s.maxHp[p] - 1;
                    }
                }
            }
            case "fp damage 1" -> Harm.hurt(s, s.first, 1, -1, ev);
            case "no runes" -> s.biomeCurses |= CURSE_NO_RUNES;
            case "silence" -> s.biomeCurses |= CURSE_SILENCE;
            case "discard equipment" -> {
                for (int p = s.n - 1; p >= 0; p--) {
                    if (!s.dead[p] && equippedCount(s, p) > 0) {
                        s.push(TK_DISCARD_EQUIP, p, 0, 0);
                    }
                }
            }
            default -> throw new IllegalStateException("unknown curse " + effect);
        }
    }

    // ============================================================================================ Interbiome

    static void endRun(DcState s, boolean won, String why, EventSink ev) {
        s.reason = why;
        s.won = won;
        s.phase = END;
        s.pending = P_NONE;
        s.taskN = 0;
        if (ev.enabled()) {
            emit(ev, "End of Run: " + why, "End of Run");
        }
    }

    static void over(DcState s, EventSink ev) {
        s.phase = OVER;
        List<Integer> winners = new ArrayList<>();
        if (s.won) {
            for (int p = 0; p < s.n; p++) {
                winners.add(p);
            }
        }
        s.outcome = new Outcome(winners, s.reason);
        if (ev.enabled()) {
            emit(ev, "The Run is over: " + s.reason, "End of Run");
        }
    }
}

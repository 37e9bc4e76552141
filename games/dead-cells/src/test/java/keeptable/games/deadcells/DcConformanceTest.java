package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit over many random and bot Runs, with Dead Cells' own invariants. */
class DcConformanceTest {
    private final DeadCells game = new DeadCells();

    /** The kit's options for Dead Cells: its secrets and field notes, random seats, this many deep checks a Run. */
    static Conformance.Options kit(int games, long seed, double deepPerGame) {
        return Conformance.Options.random(games, seed).deepPerGame(deepPerGame).secrets(DcSecrets.SECRETS)
                .fieldNotes(DcSecrets.FIELD_NOTES);
    }

    /**
     * The kinds of choice that open every kind of decision of a Run: setting up and exploring, Checks, tiles, Combat
     * (cards, targets, Skills, Timed Equipment), Loot, the Merchants, the End of Run, and the end.
     */
    static final Set<String> PHASES = Set.of("Move", "Discard", "Play", "TargetEnemy", "TargetBeheaded", "Give",
            "Colour", "TakeOption", "Equip", "Buy", "OwnSkill", "UseTimed", "LootGain", "BuyUpgrade", "CardTo", "Done",
            "game over");

    /** The kit's deep checks reached every kind of decision, and found something hidden in most of them. */
    static void coversEveryPhase(Conformance.Report r) {
        assertTrue(r.deepChecksByPhase().keySet().containsAll(PHASES), "deep checks by phase: " + r.deepChecksByPhase());
        assertEquals(r.games(), r.deepChecksByPhase().get("game over"), "every Run's end is deep-checked");
        assertTrue(r.secretsChecked() >= r.deepChecks(), "most seats have something hidden to resample: "
                + r.secretsChecked() + " of " + r.deepChecks() + " deep checks");
    }

    @Test
    void threeThousandRandomRuns() {
        Conformance.Report r = Conformance.check(game, kit(3_000, 1, 0.4), new DcInvariants());
        assertEquals(3_000, r.games());
        for (int seats = 1; seats <= 4; seats++) {
            assertEquals(750, r.gamesBySeatCount()[seats], "Runs with " + seats + " seats");
        }
        coversEveryPhase(r);
        assertTrue(r.deepChecks() >= 3_000 + 800, "deep checks at the ends and about 0.4 a Run besides: " + r.deepChecks());
    }

    @Test
    void deepChecksAtEveryFewSteps() {
        Conformance.Report r = Conformance.check(game, kit(60, 70_000, 30), new DcInvariants());
        coversEveryPhase(r);
        assertTrue(r.deepChecks() >= 20 * 60, "most steps of 60 Runs are deep-checked: " + r.deepChecks());
    }

    @Test
    void twoHundredHeuristicBotRuns() {
        Conformance.Report r = Conformance.check(game, kit(200, 90_000, 3).with(game.heuristicAgent()),
                new DcInvariants());
        coversEveryPhase(r);
        for (int seats = 1; seats <= 4; seats++) {
            assertEquals(50, r.gamesBySeatCount()[seats], "Runs with " + seats + " seats");
        }
    }

    /**
     * A grown campaign: Runes, mutations in every slot kind, a Feat, Improved cards (one in Serenade's deck), the
     * Blueprints of the first Biomes and the Bosses in the Equipment deck; the Concierge and the Time Keeper beaten.
     */
    static DcCampaign grownCampaign() {
        DcCampaign c = ((DcCampaignRules) new DeadCells().campaign()).start(Map.of());
        List<String> equipment = new java.util.ArrayList<>(c.equipment());
        equipment.addAll(List.of("rapier", "grenade", "crossbow", "needles", "owl", "keyblade", "hourglass"));
        return new DcCampaign(2, 2, List.of("vine", "ram"), equipment, Map.of("BR-C1", "flayed", "SV-C1", "poisoned",
                "TC-C1", "serenade"), List.of(), List.of("SV01", "TC01", "SV03", "BR02", "TC04"), List.of("SV04"),
                List.of(3, 4, 2), 3, 1, List.of("B1", "B4", "B5", "B6", "B7"), List.of("beat The Concierge"));
    }

    /** Runs of a campaign that beat the Concierge and the Time Keeper start later: they meet the later Bosses. */
    @Test
    void runsFromLaterBiomes() {
        DcCampaign c = grownCampaign();
        Map<String, String> options = Map.of("campaign", Campaigns.write(c), "start", "B4");
        Conformance.check(game, kit(300, 300_000, 0.5).options(options), new DcInvariants());
        String campaign = Campaigns.write(c);
        Conformance.check(game, kit(300, 350_000, 0.5).options(Map.of("campaign", campaign)), new DcInvariants());
        Conformance.check(game, kit(300, 400_000, 0.5).options(Map.of("campaign", campaign, "start", "B5")),
                new DcInvariants());
        Conformance.check(game, kit(300, 500_000, 0.5).options(Map.of("campaign", campaign, "start", "B7")),
                new DcInvariants());
        Conformance.check(game, kit(300, 600_000, 0.5).options(Map.of("campaign", campaign, "start", "B6")),
                new DcInvariants());
        int fought = 0;
        for (int i = 0; i < 200; i++) {
            State s = game.newGame(new Setup(List.of(new Seat("A", "h"), new Seat("B", "h"), new Seat("C", "h")),
                    options, i));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                s.apply(game.heuristicAgent().choose(s.copy(), s.choices(), r));
            }
            fought += s.itemUses().stream().anyMatch(u -> u.item().equals("Enemy fought: The Time Keeper")) ? 1 : 0;
        }
        assertTrue(fought > 0, "some Runs reach the Time Keeper");
        Map<String, String> castle = Map.of("campaign", Campaigns.write(c), "start", "B7");
        int hand = 0;
        for (int i = 0; i < 200; i++) {
            State s = game.newGame(new Setup(List.of(new Seat("A", "h"), new Seat("B", "h"), new Seat("C", "h")),
                    castle, i));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                s.apply(game.heuristicAgent().choose(s.copy(), s.choices(), r));
            }
            hand += s.itemUses().stream().anyMatch(u -> u.item().equals("Enemy fought: The Hand of the King")) ? 1 : 0;
        }
        assertTrue(hand > 0, "some Runs from the High Peak Castle reach the Hand of the King");
        Map<String, String> sepulcher = Map.of("campaign", Campaigns.write(c), "start", "B6");
        int silenced = 0;
        for (int i = 0; i < 100; i++) {
            DcState s = (DcState) game.newGame(new Setup(List.of(new Seat("A", "h"), new Seat("B", "h")), sepulcher,
                    i));
            Rng r = new Rng(i);
            boolean cursed = false;
            while (!s.isOver()) {
                cursed |= (s.biomeCurses & DcState.CURSE_SILENCE) != 0;
                s.apply(game.heuristicAgent().choose(s.copy(), s.choices(), r));
            }
            silenced += cursed ? 1 : 0;
        }
        assertTrue(silenced > 0, "some Runs in the Forgotten Sepulcher fall under its curse");
    }

    /** Campaigns with an Interbiome character at Level 2 (two of its mutations on the board), from the start. */
    @Test
    void runsWithLevelTwoInterbiomeCharacters() {
        DcCampaignRules rules = (DcCampaignRules) game.campaign();
        DcCampaign c = rules.start(Map.of());
        List<List<String>> boards = List.of(List.of("SV03", "SV05"), List.of("TC05", "TC06"), List.of("BR06", "BR07"));
        int seed = 700_000;
        for (List<String> board : boards) {
            DcCampaign grown = new DcCampaign(1, 0, List.of(), c.equipment(), Map.of(), List.of(), board, List.of(),
                    List.of(board.get(0).startsWith("SV") ? 2 : 0, board.get(0).startsWith("TC") ? 2 : 0,
                            board.get(0).startsWith("BR") ? 2 : 0), 0, 0, List.of("B1"), List.of(), List.of());
            DcState probe = (DcState) game.newGame(new Setup(List.of(new Seat("A", "r"), new Seat("B", "r")),
                    Map.of("campaign", Campaigns.write(grown)), 1));
            String effect = probe.upgrade(probe.mutations[0]).effect();
            assertEquals(2, probe.mutationCount(effect), board.toString());
            Conformance.check(game, kit(150, seed += 10_000, 0.5).options(Map.of("campaign", Campaigns.write(grown))),
                    new DcInvariants());
        }
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}

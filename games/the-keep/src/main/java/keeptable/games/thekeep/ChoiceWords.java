package keeptable.games.thekeep;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DiscardBonus;
import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;
import keeptable.games.thekeep.KeepChoice.Search;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import keeptable.games.thekeep.KeepChoice.Teleport;

/**
 * A choice in the words players read, naming rooms, cards and characters from the content the game was
 * built with (a designer's edited board names its own rooms). Choices that name nothing read as their label.
 */
final class ChoiceWords {
    private ChoiceWords() {
    }

    static String of(KeepPosition s, KeepChoice choice) {
        Content k = s.k;
        return switch (choice) {
            case ChooseHilt c -> "hide the Hilt in " + k.roomLabel(c.room());
            case Place c -> "enter at " + k.roomLabel(c.room());
            case Search c -> "search for " + k.door(c.door());
            case Step c -> "move to " + k.roomLabel(c.room());
            case GuardStep c -> "move " + s.guardName(c.guard()) + " to " + k.roomLabel(c.room());
            case PlayBonus c -> "play Bonus card " + k.bonusName[c.card()];
            case PlayHazard c -> "play Hazard card " + k.hazardName[c.card()];
            case Jump c -> "jump to " + k.roomLabel(c.room()) + " and eat the SS guard there";
            case ResolveConflict c -> "play the conflict of " + k.ids[c.pawn()].name() + " next";
            case ChooseDefender c -> "ask " + s.nameWithCharacters(c.seat()) + " to defend";
            case Commit c -> "play Conflict card " + conflictCard(k, c.card());
            case DiscardBonus c -> "discard Bonus card " + k.bonusName[c.card()];
            case Teleport c -> "Molasar appears in " + k.roomLabel(c.room());
            case Summon c -> "summon " + s.guardName(c.guard()) + " to " + k.roomLabel(c.room());
            case Stop c when s.phase == KeepPosition.P_H_SUMMON -> "summon no more guards";
            case GuardSearch c -> s.guardName(c.guard()) + " searches for " + k.door(c.door());
            default -> choice.label();
        };
    }

    /**
     * Laying a Conflict card in the conflict under way: the value that counts first, then the side and
     * column it comes from, e.g. "play Conflict card 9: 1 in this conflict (white side, against Molasar)".
     */
    static String commit(Content k, int card, boolean molasar, boolean againstMolasar) {
        int value = molasar ? againstMolasar ? k.redMol[card] : k.redNazi[card]
                : againstMolasar ? k.whiteMol[card] : k.whiteNazi[card];
        return "play Conflict card " + k.conflictNumber[card] + ": " + value + " in this conflict ("
                + (molasar ? "red" : "white") + " side, against " + (againstMolasar ? "Molasar" : "a Nazi") + ")";
    }

    /** A Conflict card by its printed number and its four values, e.g. "7 (red: Molasar 6 / Nazi 6; white: ...)". */
    static String conflictCard(Content k, int card) {
        return k.conflictNumber[card] + " (red: Molasar " + k.redMol[card] + " / Nazi " + k.redNazi[card]
                + "; white: Molasar " + k.whiteMol[card] + " / Nazi " + k.whiteNazi[card] + ")";
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(KeepChoice.ChooseHilt.class, "Hide the Hilt"),
            Map.entry(KeepChoice.Place.class, "Enter the Keep"),
            Map.entry(KeepChoice.Roll.class, "Roll the movement die"),
            Map.entry(KeepChoice.Search.class, "Search for a secret door"),
            Map.entry(KeepChoice.Stay.class, "Stay put"),
            Map.entry(KeepChoice.Step.class, "Move"),
            Map.entry(KeepChoice.GuardStep.class, "Move an SS guard"),
            Map.entry(KeepChoice.LeaveKeep.class, "Leave the Keep"),
            Map.entry(KeepChoice.Stop.class, "Stop"),
            Map.entry(KeepChoice.PlayBonus.class, "Play a Bonus card"),
            Map.entry(KeepChoice.PlayHazard.class, "Play a Hazard card"),
            Map.entry(KeepChoice.Proceed.class, "Play no card"),
            Map.entry(KeepChoice.Jump.class, "Jump"),
            Map.entry(KeepChoice.ResolveConflict.class, "Which conflict next"),
            Map.entry(KeepChoice.ChooseDefender.class, "Who defends"),
            Map.entry(KeepChoice.Commit.class, "Play a Conflict card"),
            Map.entry(KeepChoice.Accept.class, "Let Molasar keep his card"),
            Map.entry(KeepChoice.DemandOther.class, "Make Molasar play another card"),
            Map.entry(KeepChoice.DiscardBonus.class, "Discard a Bonus card"),
            Map.entry(KeepChoice.Teleport.class, "Where Molasar appears"),
            Map.entry(KeepChoice.Summon.class, "Summon an SS guard"),
            Map.entry(KeepChoice.GuardSearch.class, "An SS guard searches"));
}

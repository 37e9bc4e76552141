package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.conformance.RulesAidCheck;
import keeptable.engine.content.RulesAid;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: the players' rules aid lists every Combat card, Equipment card, Beheaded, Enemy, Boss and Upgrade card
 * (the Mutations among them) with what it does, in the table's words; a player finds one by its name ("rules Flayed
 * Cut" in the terminal); and each card the table draws links to the section that lists it.
 */
class CardsInTheAidTest {
    static final Content C = Scene.GAME.content();
    static final RulesAid AID = Scene.GAME.rulesAid();

    @Test
    void everyPieceOfTheBoxIsListedWithWhatItDoes() {
        String md = AID.markdown();
        List<String> missing = new ArrayList<>();
        for (Content.Card card : C.cards) {
            need(md, "**" + card.name() + "** (" + Words.colours(card) + "): " + Words.rounds(card.byRound()), missing);
        }
        for (Content.Equip e : C.equipment) {
            need(md, "**" + e.name() + "** (", missing);
            need(md, Words.equipment(e), missing);
        }
        for (Content.Beheaded b : C.beheaded) {
            need(md, "**" + b.name() + "** (" + b.health() + " health): own Skill: " + b.skill().text(), missing);
        }
        for (Content.Monster m : C.monsters) {
            need(md, "**" + m.name() + "** (" + C.biomes.get(m.biome()).name() + ", " + m.health() + " health): "
                    + Words.rounds(m.byRound()), missing);
        }
        for (Content.Boss b : C.bosses) {
            for (Content.Instance in : b.instances()) {
                need(md, in.name() + " (" + in.health() + " health): " + Words.rounds(in.byRound()), missing);
            }
        }
        int mutations = 0;
        for (List<Content.Upgrade> deck : C.upgrades) {
            for (Content.Upgrade u : deck) {
                need(md, Words.upgrade(C, u), missing);
                mutations += u.kind() == Content.U_MUTATION ? 1 : 0;
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(mutations > 0, "the Mutations are among the Upgrades listed");
        assertEquals(List.of(), RulesAidCheck.codeWords(md), "the aid holds no developers' words");
        java.util.regex.Matcher miscounted = WhatAndWhomTest.MISCOUNTED.matcher(md);
        assertTrue(!miscounted.find(), () -> "the aid says '" + miscounted.group() + "'");
    }

    @Test
    void aCardIsFoundByItsName() {
        for (String name : List.of("Flayed Cut", "Broadsword", "Zombie", "Owl Companion")) {
            RulesAid.Section found = AID.find(name);
            assertNotNull(found, name);
            assertTrue(found.body().contains("**" + name + "**"), name + " is found in " + found.title());
        }
    }

    /** The anchor a card drawn at the table links to opens a section that lists that card. */
    @Test
    void eachCardDrawnLinksToTheSectionThatListsIt() {
        List<DcView.CardView> drawn = new ArrayList<>();
        C.cards.forEach(card -> drawn.add(ViewParts.combatCard(C, card)));
        C.equipment.forEach(e -> drawn.add(ViewParts.equipmentCard(e, "Ann")));
        Scene t = Scene.run(1, "flayed", "quartered");
        t.combat(new String[] {"zombie"});
        ((DcView) t.s.view(0)).combat().stream().filter(sp -> sp.enemy() != null).forEach(sp -> drawn.add(sp.enemy()));
        assertTrue(drawn.size() > C.cards.size() + C.equipment.size(), "an Enemy's card is among them");
        for (DcView.CardView card : drawn) {
            RulesAid.Section section = AID.section(card.aid());
            assertNotNull(section, card.name() + " links to '" + card.aid() + "', no section of the aid");
            assertTrue(section.body().contains("**" + card.name() + "**"), card.name() + " is not listed in " + section.title());
        }
    }

    private static void need(String md, String words, List<String> missing) {
        if (!md.contains(words)) {
            missing.add(words);
        }
    }
}

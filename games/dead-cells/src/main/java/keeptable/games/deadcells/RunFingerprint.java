package keeptable.games.deadcells;

import keeptable.engine.Fingerprint;
import keeptable.engine.cards.IntDeck;

/** A Run's fingerprint: every field that matters to the rules, hashed in one fixed order (see {@code DcPosition}). */
final class RunFingerprint {
    private RunFingerprint() {
    }

    static long of(DcPosition s) {
        long h = Fingerprint.add(Fingerprint.START, s.rng.position());
        h = add4(h, s.runes, s.phase, s.biome, s.biomesDone);
        h = add4(h, s.pos, s.flipped, s.shut, s.first);
        h = add4(h, s.teeth, s.cells, s.potions, s.round);
        h = add4(h, s.cursor, s.pending.ordinal(), s.about, s.item);
        h = add4(h, s.allowed, s.taken, s.taskN, s.boss);
        h = add4(h, s.instance, s.turn, s.passer, s.eliteKills);
        h = add4(h, s.lootTeeth, s.lootCells, s.lootPotions, s.bagEquipN);
        h = add4(h, s.bagBlueN, s.collectorN, s.biomeCurses, s.lootEquipN);
        h = add4(h, s.serenadeSide, s.serenadePower, s.resume.ordinal(), s.visited);
        h = add4(h, s.bossesMet, s.constraint, s.wellCells, s.secretsSeen);
        h = add4(h, s.unlocked, s.uses, s.combatEnds, s.timedUsed);
        h = add4(h, s.interbiomeDrawn, s.merchantLeft0, s.merchantLeft1, s.merchantLeft2);
        h = add4(h, s.passers, s.n, s.runsBefore, s.winsBefore);
        h = add4(h, s.equipmentKnownTop, s.setAsideN, s.setAsideOld, s.lootBlueN);
        h = add4(h, s.serenadeOnBoard ? 1 : 0, s.wall ? 1 : 0, s.boardActed ? 1 : 0, s.won ? 1 : 0);
        h = add4(h, s.elite ? 1 : 0, s.bossZero ? 1 : 0, s.solo ? 1 : 0, 0);
        h = Fingerprint.add(h, s.purgedEquip);
        for (IntDeck deck : s.combatDeck) {
            h = deck.addTo(h);
        }
        h = Fingerprint.add(h, s.hand);
        h = Fingerprint.add(h, s.topDiscard);
        h = Fingerprint.add(h, s.active);
        h = Fingerprint.add(h, s.scroll);
        h = Fingerprint.add(h, s.states);
        h = Fingerprint.add(h, s.slot);
        h = Fingerprint.add(h, s.slotDamage);
        h = Fingerprint.add(h, s.enemyStates);
        h = Fingerprint.add(Fingerprint.add(h, s.handN), s.activeRound);
        h = add4(h, s.damage, s.maxHealth, s.shields, s.frozen);
        h = add4(h, s.skillUsed, s.enemy, s.enemyDamage, s.enemyShields);
        h = add4(h, s.enemyFrozen, s.tileAt, s.bagScroll, s.bagEquip);
        h = add4(h, s.bagBlue, s.collector, s.lootScroll, s.lootEquip);
        h = Fingerprint.add(h, s.lootBlue);
        h = s.eliteDeck.addTo(s.monsterDeck.addTo(s.blueprintDeck.addTo(s.equipmentDeck.addTo(h))));
        h = add4(h, s.cardHome, s.mutations, s.setAside, s.feats);
        h = Fingerprint.add(Fingerprint.add(h, s.bought), s.interbiomeCards);
        h = Fingerprint.add(h, s.tasks, 0, s.taskN);
        h = Fingerprint.add(h, s.dead);
        h = Fingerprint.add(h, s.involved);
        return Fingerprint.add(h, s.equipmentOwned);
    }

    private static long add4(long h, int a, int b, int c, int d) {
        return Fingerprint.add(Fingerprint.add(Fingerprint.add(Fingerprint.add(h, a), b), c), d);
    }

    private static long add4(long h, int[] a, int[] b, int[] c, int[] d) {
        return Fingerprint.add(Fingerprint.add(Fingerprint.add(Fingerprint.add(h, a), b), c), d);
    }
}

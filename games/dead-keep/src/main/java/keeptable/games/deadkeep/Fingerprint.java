package keeptable.games.deadkeep;

/** The hash of everything in a {@link DkState} that matters to the rules, for replay checks. */
final class Fingerprint {
    private Fingerprint() {
    }

    static long of(DkState s) {
        long h = 17;
        h = mix(h, s.rng.position());
        h = mix(h, s.zone);
        h = mix(h, s.wounds);
        h = mix(h, s.mana);
        h = mix(h, s.ap);
        h = mix(h, s.level);
        h = mix(h, s.laps);
        for (int a = 0; a < s.n; a++) {
            h = mix(h, s.skills[a]);
            h = mix(h, s.skillsHi[a]);
        }
        h = mix(h, s.actions);
        h = mix(h, s.potions);
        h = mix(h, s.inv);
        h = mix(h, s.pendingOrange);
        h = mix(h, s.pendingRed);
        h = mix(h, s.free);
        h = mix(h, s.used);
        h = mix(h, s.classUses);
        h = mix(h, s.gold);
        for (int[] p : s.pool) {
            h = mix(h, p);
        }
        h = mix(h, s.escalation);
        h = mix(h, s.koMask);
        h = mix(h, s.actedMask);
        h = mix(h, s.enZone);
        h = mix(h, s.enWounds);
        h = mix(h, s.enLevel);
        h = mix(h, s.enCard);
        for (boolean b : s.noRegen) {
            h = mix(h, b ? 1 : 0);
        }
        h = mix(h, s.bossSlot);
        h = mix(h, (s.bossActive ? 1 : 0) + (s.bossDead ? 2 : 0));
        h = mix(h, s.doom);
        h = mix(h, s.stagePile);
        h = mix(h, s.stageCount);
        h = mix(h, s.stagesRevealed);
        h = mix(h, s.openDoors);
        h = mix(h, s.searchTokens);
        h = mix(h, s.artifactTokens);
        h = mix(h, s.objectivesTaken);
        h = mix(h, s.treasuresTaken);
        h = mix(h, s.treasureArtifact);
        h = mix(h, s.blindUntil);
        h = mix(h, s.streetDeck);
        h = mix(h, s.streetPos);
        h = mix(h, s.buildingDeck);
        h = mix(h, s.buildingPos);
        h = mix(h, s.necroDeck);
        h = mix(h, s.necroLen);
        h = mix(h, s.necroDiscard);
        h = mix(h, s.necroDiscardLen);
        h = mix(h, s.artifactDeck);
        h = mix(h, s.artifactLen);
        h = mix(h, s.artifactDiscard);
        h = mix(h, s.artifactDiscardLen);
        h = mix(h, s.adventureLeft);
        h = mix(h, s.stageDeck);
        h = mix(h, s.stageDeckLen);
        h = mix(h, new int[] {s.phase, s.mode, s.round, s.first, s.turnSeat, s.seatsDone, s.cur, s.partner, s.keeper, s.keepCard, s.keepMore,
            s.skillAdv, s.cbAdv, s.cbCard, s.cbLine, s.cbZone, s.cbTarget, s.cbKind, s.cbHits, s.cbMisses, s.cbSixes, s.cbPen,
            s.cbFreeChoice ? 1 : 0, s.cbIgnoreArmor ? 1 : 0, s.cbKills, s.cbReaper ? 1 : 0, s.cbFf, s.ePhase, s.eIdx,
            s.batch ? 1 : 0, s.batchStage, s.batchCursor, s.batchSteps, s.batchPass, s.poolLen, s.poolPos, s.routeKind, s.routeSlot,
            s.routeLen});
        h = mix(h, s.cbKilledTypes);
        h = mix(h, s.cbX1 * 1000L + s.cbX2);
        h = mix(h, s.cbPaid);
        h = mix(h, s.cbRange);
        for (boolean b : s.act) {
            h = mix(h, b ? 1 : 0);
        }
        h = mix(h, s.eTarget);
        h = mix(h, s.destChoice);
        h = mix(h, s.stepChoice);
        h = mix(h, s.pool0);
        h = mix(h, s.poolAdv);
        h = mix(h, s.routeOptions);
        for (int i = 0; i < s.reflexMasks.length; i++) {
            h = mix(h, s.reflexMasks[i]);
        }
        h = mix(h, s.reflexDuos);
        h = mix(h, s.reflexLen * 31 + s.reflexAdv);
        h = mix(h, s.spawnMask);
        h = mix(h, s.reflexSecond);
        h = mix(h, s.taunter * 31L + s.leader * 7L + s.led + s.extraQueued * 1009L);
        h = mix(h, s.resA * 100_003L + s.resT * 101L + s.resSaved * 7L + (s.resRolled ? 1 : 0) + s.ffArmor * 1_000_003L);
        return mix(h, s.outcome == null ? 0 : s.outcome.winners().size() + 1);
    }

    private static long mix(long h, long v) {
        long x = (h ^ v) * 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29);
    }

    private static long mix(long h, int[] a) {
        for (int v : a) {
            h = mix(h, v);
        }
        return mix(h, a.length);
    }
}

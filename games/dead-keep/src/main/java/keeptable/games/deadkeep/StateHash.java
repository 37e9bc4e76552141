package keeptable.games.deadkeep;

import keeptable.engine.Fingerprint;

/**
 * The hash of everything in a {@link DkPosition} that matters to the rules, for replay checks: every field folded
 * into the engine's {@link Fingerprint}, in a fixed order, allocating nothing.
 */
final class StateHash {
    private StateHash() {
    }

    static long of(DkPosition s) {
        long h = Fingerprint.START;
        h = Fingerprint.add(h, s.rng.position());
        h = Fingerprint.add(h, s.zone);
        h = Fingerprint.add(h, s.wounds);
        h = Fingerprint.add(h, s.mana);
        h = Fingerprint.add(h, s.ap);
        h = Fingerprint.add(h, s.level);
        h = Fingerprint.add(h, s.laps);
        for (int a = 0; a < s.n; a++) {
            h = Fingerprint.add(h, s.skills[a]);
            h = Fingerprint.add(h, s.skillsHi[a]);
        }
        h = Fingerprint.add(h, s.actions);
        h = Fingerprint.add(h, s.potions);
        h = Fingerprint.add(h, s.inv);
        h = Fingerprint.add(h, s.pendingOrange);
        h = Fingerprint.add(h, s.pendingRed);
        h = Fingerprint.add(h, s.free);
        h = Fingerprint.add(h, s.used);
        h = Fingerprint.add(h, s.classUses);
        h = Fingerprint.add(h, s.gold);
        h = Fingerprint.add(h, s.pool);
        h = Fingerprint.add(h, s.escalation);
        h = Fingerprint.add(h, s.koMask);
        h = Fingerprint.add(h, s.actedMask);
        h = Fingerprint.add(h, s.enZone);
        h = Fingerprint.add(h, s.enWounds);
        h = Fingerprint.add(h, s.enLevel);
        h = Fingerprint.add(h, s.enCard);
        h = Fingerprint.add(h, s.noRegen);
        h = Fingerprint.add(h, s.bossSlot);
        h = Fingerprint.add(h, s.bossActive);
        h = Fingerprint.add(h, s.bossDead);
        h = Fingerprint.add(h, s.doom);
        h = Fingerprint.add(h, s.stagePile);
        h = Fingerprint.add(h, s.stageCount);
        h = Fingerprint.add(h, s.stagesRevealed);
        h = Fingerprint.add(h, s.openDoors);
        h = Fingerprint.add(h, s.searchTokens);
        h = Fingerprint.add(h, s.tokenDue);
        h = Fingerprint.add(h, s.tokenAdv);
        h = Fingerprint.add(h, s.artifactTokens);
        h = Fingerprint.add(h, s.relics);
        h = Fingerprint.add(h, s.objectivesTaken);
        h = Fingerprint.add(h, s.treasuresTaken);
        h = Fingerprint.add(h, s.treasureArtifact);
        h = Fingerprint.add(h, s.blindFrom);
        h = Fingerprint.add(h, s.blindUntil);
        h = Fingerprint.add(h, s.mistFill);
        h = Fingerprint.add(h, s.mistFillWant);
        h = Fingerprint.add(h, s.darkPending);
        h = Fingerprint.add(h, s.streetDeck);
        h = Fingerprint.add(h, s.streetPos);
        h = Fingerprint.add(h, s.buildingDeck);
        h = Fingerprint.add(h, s.buildingPos);
        h = s.necro.addTo(h);
        h = s.artifacts.addTo(h);
        h = Fingerprint.add(h, s.adventureLeft);
        h = Fingerprint.add(h, s.stageDeck);
        h = Fingerprint.add(h, s.stageDeckLen);
        h = Fingerprint.add(h, s.phase);
        h = Fingerprint.add(h, s.mode);
        h = Fingerprint.add(h, s.round);
        h = Fingerprint.add(h, s.first);
        h = Fingerprint.add(h, s.turnSeat);
        h = Fingerprint.add(h, s.seatsDone);
        h = Fingerprint.add(h, s.cur);
        h = Fingerprint.add(h, s.partner);
        h = Fingerprint.add(h, s.keeper);
        h = Fingerprint.add(h, s.keepCard);
        h = Fingerprint.add(h, s.keepMore);
        h = Fingerprint.add(h, s.skillAdv);
        h = Fingerprint.add(h, s.cbAdv);
        h = Fingerprint.add(h, s.cbCard);
        h = Fingerprint.add(h, s.cbLine);
        h = Fingerprint.add(h, s.cbZone);
        h = Fingerprint.add(h, s.cbTarget);
        h = Fingerprint.add(h, s.cbKind);
        h = Fingerprint.add(h, s.cbHits);
        h = Fingerprint.add(h, s.cbMisses);
        h = Fingerprint.add(h, s.cbSixes);
        h = Fingerprint.add(h, s.cbPenetration);
        h = Fingerprint.add(h, s.cbFreeChoice);
        h = Fingerprint.add(h, s.cbIgnoreArmor);
        h = Fingerprint.add(h, s.cbKills);
        h = Fingerprint.add(h, s.cbReaper);
        h = Fingerprint.add(h, s.cbFriendlyFireLeft);
        h = Fingerprint.add(h, s.enemyStep);
        h = Fingerprint.add(h, s.enemyStepIndex);
        h = Fingerprint.add(h, s.batch);
        h = Fingerprint.add(h, s.batchStage);
        h = Fingerprint.add(h, s.batchCursor);
        h = Fingerprint.add(h, s.batchSteps);
        h = Fingerprint.add(h, s.batchPass);
        h = Fingerprint.add(h, s.poolLen);
        h = Fingerprint.add(h, s.poolPos);
        h = Fingerprint.add(h, s.routeKind);
        h = Fingerprint.add(h, s.routeSlot);
        h = Fingerprint.add(h, s.routeLen);
        h = Fingerprint.add(h, s.cbKilledTypes);
        h = Fingerprint.add(h, s.cbWeaponSkill);
        h = Fingerprint.add(h, s.cbTargetSkill);
        h = Fingerprint.add(h, s.cbPaid);
        h = Fingerprint.add(h, s.cbRange);
        h = Fingerprint.add(h, s.act);
        h = Fingerprint.add(h, s.eTarget);
        h = Fingerprint.add(h, s.destChoice);
        h = Fingerprint.add(h, s.stepChoice);
        h = Fingerprint.add(h, s.poolEnemy);
        h = Fingerprint.add(h, s.poolAdv);
        h = Fingerprint.add(h, s.routeOptions);
        h = Fingerprint.add(h, s.reflexMasks);
        h = Fingerprint.add(h, s.reflexDuos);
        h = Fingerprint.add(h, s.reflexLen);
        h = Fingerprint.add(h, s.reflexAdv);
        h = Fingerprint.add(h, s.spawnMask);
        h = Fingerprint.add(h, s.spawnSlots);
        h = Fingerprint.add(h, s.reflexSlots);
        h = Fingerprint.add(h, s.reflexSecond);
        h = Fingerprint.add(h, s.taunter);
        h = Fingerprint.add(h, s.leader);
        h = Fingerprint.add(h, s.led);
        h = Fingerprint.add(h, s.extraQueued);
        h = Fingerprint.add(h, s.batchMonsters);
        h = Fingerprint.add(h, s.doomWaiting);
        h = Fingerprint.add(h, s.resolveAdv);
        h = Fingerprint.add(h, s.resolveType);
        h = Fingerprint.add(h, s.resolveSaved);
        h = Fingerprint.add(h, s.resolveRolled);
        h = Fingerprint.add(h, s.resolveTough);
        h = Fingerprint.add(h, s.ffArmor);
        return Fingerprint.add(h, s.outcome == null ? 0 : s.outcome.winners().size() + 1);
    }
}

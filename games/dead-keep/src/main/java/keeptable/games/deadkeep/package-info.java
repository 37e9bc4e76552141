/** The Dead Keep: its rules, content and bots. */
package keeptable.games.deadkeep;

/** Dead Cells: its rules, content and bots. */
package keeptable.games.deadcells;

/**
 * The comparison of a team's releases as an API: {@code CompareJob} with its {@code
 * CompareRequest}, {@code CompareSide} and {@code CompareResult}. Both front ends call it, {@code
 * ./serialtck compare} ({@code cli.CompareCommand}) and the Maven plugin's {@code check} goal, each
 * of the kit's own version; a team calls the command or the plugin, whose parameters are the
 * compatibility-checked API.
 */
package io.serialtck.report.compare;

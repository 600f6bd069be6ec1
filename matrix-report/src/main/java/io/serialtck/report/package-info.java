/**
 * The renderers: the reports of a run, each written from results.json alone ({@code
 * MarkdownReport}, {@code CsvReport}, {@code html.HtmlReport}, the sections of {@code section}, all
 * written by {@code ReportFiles}). Neither a command-line parser nor an engine entry point lives
 * here: the command-line application is {@link io.serialtck.report.cli}, the API the Maven plugin
 * calls is {@link io.serialtck.report.compare}.
 */
package io.serialtck.report;

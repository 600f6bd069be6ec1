/**
 * The security table of each configuration, rendered from the {@code hostile} cells of a {@code
 * results.json}: what its reads did with malformed bytes and with bytes that name a class the
 * reader never asked for, and the advice computed from them ({@link SecurityAdvice}). {@link
 * SecurityTables} builds the tables, {@link SecurityMarkdown} renders {@code matrix/security.md},
 * {@code html.SecuritySection} the section of {@code index.html}. The rules of the advice are in
 * docs/security-table.md.
 */
package io.serialtck.report.security;

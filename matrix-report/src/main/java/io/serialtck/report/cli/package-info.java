/**
 * The command-line application behind {@code ./serialtck}: the launcher {@code SerialTck}, one
 * picocli command per verb, and the option mixins the commands share. Nothing outside this package
 * calls it; what a user relies on is the command line, documented in README.md.
 */
package io.serialtck.report.cli;

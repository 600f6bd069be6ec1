/**
 * One escaper per output format the kit writes: {@link io.serialtck.tck.text.HtmlText} (HTML,
 * inline SVG, JSON inside a script element), {@link io.serialtck.tck.text.MarkdownText}
 * (GitHub-flavoured Markdown) and {@link io.serialtck.tck.text.XmlCharacters} (the characters XML
 * allows, for Surefire's reports and under {@code HtmlText}). Every renderer calls these; none
 * escapes by itself.
 */
package io.serialtck.tck.text;

package io.serialtck.report.section;

/**
 * A link in the header of {@code index.html} to a section further down.
 *
 * @param id the section element's id
 * @param title the link's text
 */
public record HeaderLink(String id, String title) {}

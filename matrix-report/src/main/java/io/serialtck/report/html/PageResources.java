package io.serialtck.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The style sheet and script that the page inlines, read from this package's resources; the style
 * sheet gets the outcomes' colours from their declaration.
 */
final class PageResources {

  private PageResources() {}

  /** The style sheet, with the outcomes' rules ({@link OutcomeStyles}) in their place. */
  static String css() {
    String sheet = read("report.css");
    if (!sheet.contains(OutcomeStyles.PLACE)) {
      throw new IllegalStateException("report.css has no line " + OutcomeStyles.PLACE.strip());
    }
    return inlinable(sheet.replace(OutcomeStyles.PLACE, OutcomeStyles.rules()), "</style");
  }

  static String script() {
    return inlinable(read("report.js"), "</script");
  }

  /** An inlined resource must not close its own element early. */
  private static String inlinable(String text, String closingTag) {
    if (text.toLowerCase().contains(closingTag)) {
      throw new IllegalStateException("an inlined resource contains " + closingTag);
    }
    return text;
  }

  private static String read(String name) {
    try (InputStream in = PageResources.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name + " beside PageResources");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + name, e);
    }
  }
}

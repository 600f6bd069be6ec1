package io.serialtck.report.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/** {@code -V}: the kit's version, from a resource the build filters. */
final class KitVersion implements CommandLine.IVersionProvider {

  static final String RESOURCE = "/io/serialtck/report/cli/version.properties";

  @Override
  public String[] getVersion() {
    return new String[] {"serialtck " + version() + " (Java " + Runtime.version() + ")"};
  }

  static String version() {
    try (InputStream in = KitVersion.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        return "(unknown: no " + RESOURCE + ")";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "(unknown)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

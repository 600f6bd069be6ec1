import java.util.Locale;

/** Three locales a service might hold: plain, with a script, with a Unicode extension. */
public class Model {
  public Locale plain = Locale.US;
  public Locale script = Locale.forLanguageTag("sr-Latn-RS");
  public Locale extension = Locale.forLanguageTag("ja-JP-u-ca-japanese");

  static String describe(Model m) {
    return "plain=" + m.plain.toLanguageTag()
        + " | script: " + parts(m.script) + " | extension: " + parts(m.extension);
  }

  static String parts(Locale l) {
    return "tag " + l.toLanguageTag() + ", language '" + l.getLanguage() + "', script '" + l.getScript()
        + "', country '" + l.getCountry() + "', variant '" + l.getVariant() + "', extension u '"
        + l.getUnicodeLocaleType("ca") + "'";
  }

  static String verdict(Model read) {
    Model expected = new Model();
    boolean same = expected.plain.equals(read.plain) && expected.script.equals(read.script)
        && expected.extension.equals(read.extension);
    return same ? "INTACT (" + describe(read) + ")" : "CHANGED SILENTLY: " + describe(read);
  }
}

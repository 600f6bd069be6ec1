package io.serialtck.tck.run.upgrade;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What to do about a side that cannot run, read from why it failed: the {@code --add-opens} its JVM
 * lacks, a class that failed to initialize, or the class, field or method its configuration's
 * set-up names and its library version lacks.
 */
final class SideAdvice {

  private static final Pattern NOT_OPEN =
      Pattern.compile("module (\\S+) does not \"opens ([\\w.$]+)\"");
  private static final Pattern NOT_INITIALIZED =
      Pattern.compile("Could not initialize class ([\\w.$]+)");
  private static final Pattern MISSING_CLASS =
      Pattern.compile("(?:NoClassDefFoundError|ClassNotFoundException): ([\\w/.$]+)");
  private static final Pattern MISSING_MEMBER =
      Pattern.compile("(NoSuchFieldError|NoSuchMethodError): '?([^()';]+(?:\\([^)]*\\))?)");
  private static final String FLAGS_BY_VERSION =
      " A configuration states its flags and set-up per version of its library: jvmFlags and its"
          + " set-up see the version as libraryVersion() (LibraryVersion.isBefore compares"
          + " versions).";

  private SideAdvice() {}

  /** One or two sentences: the cause in plain words and the advice. */
  static String of(String side, String failure) {
    Matcher open = NOT_OPEN.matcher(failure);
    if (open.find()) {
      return "Its JVM needs --add-opens="
          + open.group(1)
          + "/"
          + open.group(2)
          + "=ALL-UNNAMED: state it in the configuration's jvmFlags for this version."
          + FLAGS_BY_VERSION;
    }
    Matcher notInitialized = NOT_INITIALIZED.matcher(failure);
    if (notInitialized.find()) {
      return "Its class "
          + notInitialized.group(1)
          + " failed to initialize on this JDK (the first error is in the worker's log): if this"
          + " version does not run on this JDK, declare it in the configuration's unsupportedOn,"
          + " or choose another version."
          + FLAGS_BY_VERSION;
    }
    Matcher missingClass = MISSING_CLASS.matcher(failure);
    if (missingClass.find()) {
      return "The configuration's set-up uses "
          + missingClass.group(1).replace('/', '.')
          + ", which "
          + side
          + " lacks: give it a set-up for this version range, or choose a version that has it."
          + FLAGS_BY_VERSION;
    }
    Matcher missingMember = MISSING_MEMBER.matcher(failure);
    if (missingMember.find()) {
      String kind = missingMember.group(1).equals("NoSuchFieldError") ? "field" : "method";
      return "The configuration's set-up uses the "
          + kind
          + " "
          + missingMember.group(2).strip()
          + ", which "
          + side
          + " lacks: give it a set-up for this version range, or choose a version that has it."
          + FLAGS_BY_VERSION;
    }
    if (failure.contains("UnsupportedClassVersionError")) {
      return "The library was compiled for a newer JDK than the worker's: run on a newer one"
          + " (--jdk), or choose another version.";
    }
    return "Check the configuration's set-up for this version, or choose another version.";
  }
}

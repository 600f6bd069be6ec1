package io.serialtck.tck.cache;

import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.WorkerSpec;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;

/**
 * Everything a session's answers depend on beyond the requests: the JDK (its folder, version and
 * module image), the worker's flags (the configuration's and the harness's, its heap among them),
 * the request timeout, the worker's own jars, and each declared world's configuration and class
 * path, by content ({@link FileDigests}). Worlds may be declared while the session lives, so the
 * fingerprint is made again when they change.
 */
final class SessionFingerprint {

  private final WorkerSession session;
  private final FileDigests files;
  private int declarations = -1;
  private String fingerprint;

  SessionFingerprint(WorkerSession session, FileDigests files) {
    this.session = session;
    this.files = files;
  }

  /** The fingerprint of the session as it is declared now. */
  String current() {
    if (session.declarations() != declarations) {
      declarations = session.declarations();
      fingerprint = compute();
    }
    return fingerprint;
  }

  private String compute() {
    WorkerSpec spec = session.spec();
    MessageDigest digest = ContentDigest.sha256();
    ContentDigest.text(digest, files.ofJdk(spec.javaHome()));
    for (String flag : spec.harnessFlags()) {
      if (!flag.startsWith("-XX:ErrorFile=")) {
        ContentDigest.text(digest, flag);
      }
    }
    ContentDigest.text(digest, "flags");
    spec.configurationFlags().forEach(flag -> ContentDigest.text(digest, flag));
    ContentDigest.text(digest, "timeout " + session.timeout().toMillis());
    ContentDigest.text(digest, files.ofClasspath(spec.classpath()));
    for (String world : session.worlds()) {
      ContentDigest.text(digest, world);
      ContentDigest.text(digest, session.configurationOf(world));
      List<Path> classpath = session.classpathOf(world);
      ContentDigest.text(digest, files.ofClasspath(classpath));
    }
    return ContentDigest.hex(digest.digest());
  }
}

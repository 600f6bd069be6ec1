package io.serialtck.adapters.jackson3;

/**
 * {@code jackson3-spring-boot}: the {@code JsonMapper} Spring Boot 4.0 auto-configures when no
 * {@code spring.jackson.*} property is set, which is Jackson 3's {@code JsonMapper.builder()} with
 * no feature changed (see {@link Jackson3Setup#SPRING_BOOT}); the twin of {@code
 * jackson-spring-boot}, Spring Boot 3's.
 */
public final class Jackson3SpringBootConfiguration extends Jackson3Configuration {

  public Jackson3SpringBootConfiguration() {
    super("jackson3-spring-boot", Jackson3Format.JSON, Jackson3Setup.SPRING_BOOT);
  }
}

package io.serialtck.adapters.jackson;

/**
 * {@code jackson-spring-boot}: the {@code ObjectMapper} Spring Boot 3 auto-configures when no
 * {@code spring.jackson.*} property is set (see {@link MapperSetup#SPRING_BOOT}), on the kit's
 * Jackson 2 (Boot 3.5.7 itself manages Jackson 2.19.2): the mapper most teams on Jackson 2 run.
 * Like {@code jackson-plain} it sees public getters, setters and fields only.
 */
public final class JacksonSpringBootConfiguration extends JacksonConfiguration {

  public JacksonSpringBootConfiguration() {
    super("jackson-spring-boot", JacksonFormat.JSON, MapperSetup.SPRING_BOOT);
  }
}

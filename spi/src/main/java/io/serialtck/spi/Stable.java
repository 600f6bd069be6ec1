package io.serialtck.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Part of the API a team's code calls or implements: the SPI an adapter implements, the JUnit
 * route's base class and what it takes and returns. The build compares it with the previous
 * release's binary ({@code api/previous/}, japicmp in {@code verify}) and fails on a
 * binary-incompatible change; a change that must break it marks the element {@link Experimental}
 * (or removes this mark) and says why in the release notes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Stable {}

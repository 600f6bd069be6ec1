/**
 * The service provider interface of SerialTCK: implement {@link
 * io.serialtck.spi.SerializerConfiguration} once per serializer configuration and list the
 * implementations in {@code META-INF/services/io.serialtck.spi.SerializerConfiguration}. {@link
 * io.serialtck.spi.Fixture} is the contract of a flexibility fixture.
 */
package io.serialtck.spi;

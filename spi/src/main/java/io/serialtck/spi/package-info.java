/**
 * The service provider interface of SerialTCK: implement {@link
 * io.serialtck.spi.SerializerConfiguration} once per serializer configuration and list the
 * implementations in {@code META-INF/services/io.serialtck.spi.SerializerConfiguration}.
 */
package io.serialtck.spi;

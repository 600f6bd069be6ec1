package com.example.logistics;

import java.io.Serializable;
import java.math.BigDecimal;

/** What a customer is quoted for a service level: a price and the days promised. */
public record Quote(ServiceLevel level, BigDecimal price, int days) implements Serializable {}

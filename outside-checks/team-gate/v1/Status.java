public enum Status { NEW, PAID, SHIPPED, CANCELLED }
